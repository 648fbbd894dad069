import { ApiProperty } from '@nestjs/swagger';
import { StoreItemKind, StoreItemStatus } from '../entities/store-item.entity.js';

export class StoreItemDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: "Stable key (the Donate page's packageType)", example: 'premium' }) key: string;
  @ApiProperty({ enum: StoreItemKind, enumName: 'StoreItemKind' }) kind: StoreItemKind;
  @ApiProperty({ example: 'Premium' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Price in dollars', example: 9.99 }) price: number;
  @ApiProperty({ description: 'Price in cents', example: 999 }) priceCents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ example: 1099 }) points: number;
  @ApiProperty({ description: 'Bonus over 100 points per dollar, in whole percent; 0 when none', example: 10 })
  bonusPercent: number;
  @ApiProperty({ description: "Shown as 'popular' / 'most popular'" }) highlighted: boolean;
  @ApiProperty({ enum: StoreItemStatus, enumName: 'StoreItemStatus' }) status: StoreItemStatus;
}

/** An item as admins see it, with its sales. */
export class AdminStoreItemDto extends StoreItemDto {
  @ApiProperty({ description: 'Paid payments (refunded ones included)' }) sales: number;
  @ApiProperty({ description: 'Refunded or partly refunded payments' }) refunds: number;
  @ApiProperty({ description: 'Money received minus refunds, in cents' }) netRevenueCents: number;
  @ApiProperty() sortOrder: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}
