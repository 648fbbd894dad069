import { ApiProperty, ApiPropertyOptional, PartialType, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { StoreItemKind, StoreItemStatus } from '../entities/store-item.entity.js';
import { trim } from '../../../common/text/trim-transforms.js';

export class CreateStoreItemDto {
  @ApiProperty({ description: 'Stable key: lower-case letters, digits and dashes', example: 'mega-plus' })
  @Matches(/^[a-z0-9][a-z0-9-]{1,39}$/, { message: 'key must be 2-40 lower-case letters, digits or dashes' })
  key: string;

  @ApiProperty({ enum: StoreItemKind, enumName: 'StoreItemKind' })
  @IsEnum(StoreItemKind)
  kind: StoreItemKind;

  @ApiProperty({ maxLength: 60 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(60)
  name: string;

  @ApiPropertyOptional({ maxLength: 300, default: '' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  description?: string;

  @ApiProperty({ description: 'Price in cents (at least 50, Stripe’s minimum charge)', minimum: 50, maximum: 100000 })
  @IsInt()
  @Min(50)
  @Max(100000)
  priceCents: number;

  @ApiProperty({ minimum: 1, maximum: 1000000 })
  @IsInt()
  @Min(1)
  @Max(1000000)
  points: number;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  highlighted?: boolean;

  @ApiPropertyOptional({ description: 'Position on the page (lower first)', default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  sortOrder?: number;
}

export class UpdateStoreItemDto extends PartialType(OmitType(CreateStoreItemDto, ['key', 'kind'] as const)) {
  @ApiPropertyOptional({
    enum: StoreItemStatus,
    enumName: 'StoreItemStatus',
    description: "'retired' takes it off sale",
  })
  @IsOptional()
  @IsEnum(StoreItemStatus)
  status?: StoreItemStatus;
}
