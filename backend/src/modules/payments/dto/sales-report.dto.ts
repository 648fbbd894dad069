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
}
