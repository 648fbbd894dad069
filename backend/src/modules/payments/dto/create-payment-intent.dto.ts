import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { trim } from '../../../common/text/trim-transforms.js';

/**
 * Two shapes are accepted: the Donate page's {amount, packageType, pointsAwarded} and the Store's
 * {amount, type: 'points', points, packageName}. The price and points always come from the catalogue;
 * the figures sent must match it, or the request is refused.
 */
export class CreatePaymentIntentDto {
  @ApiProperty({ description: 'Price in dollars as shown to the buyer; must equal the package price', example: 9.99 })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(100000)
  amount: number;

  @ApiPropertyOptional({ description: "Donate page: the package's key", example: 'premium' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(40)
  packageType?: string;

  @ApiPropertyOptional({ description: 'Donate page: the points shown for the package', example: 1099 })
  @IsOptional()
  @IsInt()
  @Min(0)
  pointsAwarded?: number;

  @ApiPropertyOptional({ enum: ['points'], description: 'Store page: what is bought' })
  @IsOptional()
  @IsIn(['points'])
  type?: 'points';

  @ApiPropertyOptional({ description: 'Store page: the points shown for the pack', example: 2500 })
  @IsOptional()
  @IsInt()
  @Min(0)
  points?: number;

  @ApiPropertyOptional({ description: "Store page: the pack's name", example: 'Value' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(60)
  packageName?: string;
}

export class PaymentIntentCreatedDto {
  @ApiProperty({ description: 'For Stripe.js (confirmPayment) only' }) clientSecret: string;
  @ApiProperty({ example: 'pi_3Q...' }) paymentIntentId: string;
  @ApiProperty({ format: 'uuid' }) paymentId: string;
  @ApiProperty({ description: 'Charged, in cents' }) amountCents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ description: 'Points credited once the payment succeeds' }) points: number;
  @ApiProperty() packageName: string;
}
