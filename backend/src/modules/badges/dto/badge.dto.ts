import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { trim } from '../../../common/text/trim-transforms.js';
import { BadgeErrors } from '../badges.errors.js';
import { IsOneEmoji } from './one-emoji.validator.js';

export class BadgeDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Stable key of the badge' }) slug: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'One emoji shown beside the name' }) icon: string;
  @ApiProperty({ description: 'True when an activity rule awards it; false when only admins award it' })
  automatic: boolean;
  @ApiProperty({ description: "How it is earned, e.g. 'Publish an article' or 'Awarded by an admin'" })
  criteria: string;
}

export class AdminBadgeDto extends BadgeDto {
  @ApiProperty({ description: 'Users who hold it now (revoked awards not counted)' })
  holderCount: number;
  @ApiProperty({ description: 'Retired badges are awarded no more (by rule or by hand); holders keep them' })
  retired: boolean;
}

export class UserBadgeDto extends BadgeDto {
  @ApiProperty({ format: 'date-time' }) awardedAt: string;
  @ApiProperty({ enum: ['rule', 'admin'], description: 'Earned by a rule, or awarded by an admin' })
  source: 'rule' | 'admin';
}

export class AwardBadgeDto {
  @ApiProperty({ format: 'uuid', description: 'The user who gets the badge' })
  @IsUUID('all', { message: 'userId must be a user id' })
  userId: string;
}

/** Line breaks, tabs and other control characters have no place in a one-line name. */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

export class CreateBadgeDto {
  @ApiProperty({ maxLength: 60, example: 'Archive Keeper', description: 'Unique, whatever its case' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: BadgeErrors.nameRequired })
  @MaxLength(60)
  @Matches(NO_CONTROL_CHARACTERS, { message: BadgeErrors.nameOneLine })
  name: string;

  @ApiProperty({ maxLength: 300, example: 'Catalogued a hundred old streams for the archive.' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: BadgeErrors.descriptionRequired })
  @MaxLength(300)
  description: string;

  @ApiProperty({
    maxLength: 16,
    example: '🏆',
    description: 'Exactly one emoji (flags, skin tones and sequences count as one)',
  })
  @Transform(trim)
  @IsString()
  @IsOneEmoji()
  icon: string;
}

export class UpdateBadgeDto extends PartialType(CreateBadgeDto) {
  @ApiPropertyOptional({ description: 'Retire (true) or bring back (false): a retired badge is awarded no more' })
  @IsOptional()
  @IsBoolean()
  retired?: boolean;
}
