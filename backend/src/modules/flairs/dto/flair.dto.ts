import { ApiProperty } from '@nestjs/swagger';
import { FlairAnimation } from '../../users/flair-badge.js';
import { FlairApplicationStatus } from '../entities/flair-application.entity.js';
import { FlairSource } from '../entities/user-flair.entity.js';
import { UserSummaryDto } from '../../users/user-summary.js';

/** A flair of the catalogue, with every field of the product's Flair. */
export class FlairDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'og-streamer' }) name: string;
  @ApiProperty({ example: 'OG Streamer' }) displayName: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: '#1d4ed8' }) backgroundColor: string;
  @ApiProperty({ example: '#ffffff' }) textColor: string;
  @ApiProperty({ example: '#1e3a8a' }) borderColor: string;
  @ApiProperty({ description: 'Points it costs' }) pointCost: number;
  @ApiProperty({ description: 'Shown price in US dollars' }) price: number;
  @ApiProperty() requiresApplication: boolean;
  @ApiProperty() isAnimated: boolean;
  @ApiProperty({ enum: [...Object.values(FlairAnimation), null], type: 'string', nullable: true })
  animationType: FlairAnimation | null;
}

/** A catalogue flair as the signed-in user sees it in the store. */
export class StoreFlairDto extends FlairDto {
  @ApiProperty() owned: boolean;
  @ApiProperty() isActive: boolean;

  @ApiProperty({
    enum: [...Object.values(FlairApplicationStatus), null],
    type: 'string',
    nullable: true,
    description: "Status of the user's latest application for this flair",
  })
  applicationStatus: FlairApplicationStatus | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'After a denial: the moment a new application becomes possible',
  })
  nextApplicationAt: string | null;
}

/** A flair a user owns. */
export class UserFlairDto {
  @ApiProperty({ type: FlairDto }) flair: FlairDto;
  @ApiProperty() flairId: number;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) purchasedAt: string;
}

export class FlairPurchaseResultDto {
  @ApiProperty({ type: UserFlairDto }) userFlair: UserFlairDto;
  @ApiProperty({ description: "The buyer's balance after the purchase" }) availablePoints: number;
}

/** A catalogue flair in the admins' Flair Management list. */
export class AdminFlairDto extends FlairDto {
  @ApiProperty() retired: boolean;
  @ApiProperty({ description: 'How many users own it' }) ownerCount: number;
  @ApiProperty({ description: 'Applications waiting for review' }) pendingApplications: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

export class FlairOwnerDto {
  @ApiProperty({ type: UserSummaryDto }) user: UserSummaryDto;
  @ApiProperty() isActive: boolean;
  @ApiProperty({ enum: FlairSource, enumName: 'FlairSource' }) source: FlairSource;
  @ApiProperty({ type: String, format: 'date-time' }) purchasedAt: string;
}
