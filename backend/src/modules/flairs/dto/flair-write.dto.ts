import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { FlairAnimation } from '../../users/flair-badge.js';
import { FlairErrors } from '../flairs.errors.js';
import { trim } from '../../../common/text/trim-transforms.js';

const HEX = /^#[0-9a-fA-F]{6}$/;
const hexMessage = (field: string) => `${field} must be a colour like #1d4ed8`;

export class CreateFlairDto {
  @ApiProperty({ maxLength: 40, example: 'og-streamer', description: 'Lower-case letters, digits and dashes' })
  @Transform(trim)
  @IsString()
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'name may hold lower-case letters, digits and dashes' })
  @MaxLength(40)
  name: string;

  @ApiProperty({ maxLength: 40 })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'displayName is required' })
  @MaxLength(40)
  displayName: string;

  @ApiProperty({ maxLength: 300 })
  @Transform(trim)
  @IsString()
  @MaxLength(300)
  description: string;

  @ApiProperty({ example: '#1d4ed8' })
  @Matches(HEX, { message: hexMessage('backgroundColor') })
  backgroundColor: string;

  @ApiProperty({ example: '#ffffff' })
  @Matches(HEX, { message: hexMessage('textColor') })
  textColor: string;

  @ApiProperty({ example: '#1e3a8a' })
  @Matches(HEX, { message: hexMessage('borderColor') })
  borderColor: string;

  @ApiProperty({ minimum: 0, maximum: 1_000_000 })
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  pointCost: number;

  @ApiProperty({ minimum: 0, maximum: 10_000, description: 'Shown price in US dollars' })
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(10_000)
  price: number;

  @ApiProperty()
  @IsBoolean()
  requiresApplication: boolean;

  @ApiProperty()
  @IsBoolean()
  isAnimated: boolean;

  @ApiPropertyOptional({ enum: [...Object.values(FlairAnimation), null], type: 'string', nullable: true })
  @ValidateIf((o: CreateFlairDto) => o.isAnimated === true || (o.animationType ?? null) !== null)
  @IsEnum(FlairAnimation, { message: FlairErrors.animationRequired })
  animationType?: FlairAnimation | null;
}

export class UpdateFlairDto extends PartialType(CreateFlairDto) {
  @ApiPropertyOptional({ description: 'Retired flairs leave the store; owners keep them' })
  @IsOptional()
  @IsBoolean()
  retired?: boolean;
}

export class PurchaseFlairBodyDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  flairId: number;
}
