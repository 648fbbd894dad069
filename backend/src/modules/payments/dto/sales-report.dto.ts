import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { PaymentStatus } from '../entities/payment.entity.js';
import { DecimalInteger, IsIntegerIn } from '../../../common/pipes/decimal-integer.js';

export class SalesReportQuery {
  @ApiPropertyOptional({
    type: 'integer',
    description: 'Days back from today (UTC), today included',
    default: 30,
    minimum: 1,
    maximum: 366,
  })
  @IsOptional()
  @DecimalInteger()
  @IsIntegerIn(1, 366)
  days?: number;
}

export class SalesTotalsDto {
  @ApiProperty() payments: number;
  @ApiProperty() grossCents: number;
  @ApiProperty() refunds: number;
  @ApiProperty() refundedCents: number;
  @ApiProperty() netCents: number;
}

export class SalesDayDto extends SalesTotalsDto {
  @ApiProperty({ example: '2026-11-23', description: 'UTC day' }) day: string;
}

export class SalesPackageDto extends SalesTotalsDto {
  @ApiProperty({ format: 'uuid' }) storeItemId: string;
  @ApiProperty() packageName: string;
  @ApiProperty({ example: 'points_pack' }) kind: string;
  @ApiProperty() pointsCredited: number;
}

export class RevokedItemDto {
  @ApiProperty({ description: "The purchase's kind: the ledger reason it was bought with", example: 'flair.purchased' })
  kind: string;
  @ApiProperty({ example: 'flair:7' }) reference: string;
  @ApiProperty({ description: 'What it was, in words', example: 'Flair "Gold"' }) label: string;
  @ApiProperty({ description: 'Points it had cost (returned to the balance when it was undone)' }) points: number;
  @ApiProperty({ description: 'Given back since (a dispute decided for the site)' }) restored: boolean;
}

export class RefundDto {
  @ApiProperty({ format: 'uuid' }) paymentId: string;
  @ApiProperty() packageName: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) userId: string | null;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty() amountCents: number;
  @ApiProperty() amountRefundedCents: number;
  @ApiProperty({ description: 'Points taken back' }) pointsDebited: number;
  @ApiProperty({ description: 'Points that had been spent and could not be taken back' }) pointsUnrecovered: number;
  @ApiProperty({ enum: PaymentStatus, enumName: 'PaymentStatus' }) status: PaymentStatus;
  @ApiProperty({ type: String, format: 'date-time' }) refundedAt: string;
  @ApiProperty({
    type: [RevokedItemDto],
    description: 'Purchases made with the points that the refund undid, because the balance no longer held them',
  })
  itemsRevoked: RevokedItemDto[];
}

export class DisputeReportDto {
  @ApiProperty({ example: 'dp_1Q...' }) disputeId: string;
  @ApiProperty({ format: 'uuid' }) paymentId: string;
  @ApiProperty() packageName: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) userId: string | null;
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ description: 'What the payment charged, in cents' }) paymentAmountCents: number;
  @ApiProperty({ description: 'Disputed, in cents' }) amountCents: number;
  @ApiProperty({ description: "Stripe's reason", example: 'fraudulent' }) reason: string;
  @ApiProperty({ description: "Stripe's status (needs_response, under_review, won, lost, warning_...)" })
  status: string;
  @ApiProperty({ description: 'Points taken back while the dispute held the money' }) pointsTaken: number;
  @ApiProperty({ description: 'Points that had been spent on what cannot be undone' }) pointsUnrecovered: number;
  @ApiProperty({ description: 'Points given back when the dispute was decided for the site' }) pointsRestored: number;
  @ApiProperty({ type: [RevokedItemDto] }) itemsRevoked: RevokedItemDto[];
  @ApiProperty({ type: String, format: 'date-time' }) openedAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) closedAt: string | null;
}

export class DisputeTotalsDto {
  @ApiProperty({ description: 'Disputes opened in the period' }) opened: number;
  @ApiProperty({ description: 'Of those, still undecided' }) open: number;
  @ApiProperty() won: number;
  @ApiProperty() lost: number;
  @ApiProperty({ description: 'Money of the disputes lost, in cents (not in the net figures)' }) lostCents: number;
}

export class SalesReportDto {
  @ApiProperty({ example: '2026-10-25', description: 'First UTC day of the report' }) from: string;
  @ApiProperty({ example: '2026-11-23', description: 'Last UTC day of the report' }) to: string;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ type: SalesTotalsDto }) totals: SalesTotalsDto;
  @ApiProperty({ type: [SalesDayDto], description: 'Every day of the range, oldest first (zeros included)' })
  byDay: SalesDayDto[];
  @ApiProperty({ type: [SalesPackageDto] }) byPackage: SalesPackageDto[];
  @ApiProperty({ type: [RefundDto], description: 'Refunds of the range, newest first (at most 100)' })
  refunds: RefundDto[];
  @ApiProperty({ type: DisputeTotalsDto }) disputeTotals: DisputeTotalsDto;
  @ApiProperty({ type: [DisputeReportDto], description: 'Disputes opened in the range, newest first (at most 100)' })
  disputes: DisputeReportDto[];
}
