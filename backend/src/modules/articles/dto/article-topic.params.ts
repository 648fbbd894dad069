import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { TAG_MAX_LENGTH } from './article-input.transforms.js';

export class CategorySlugParams {
  @ApiProperty({ example: 'twitch-irl' })
  @IsString()
  @MaxLength(60)
  slug: string;
}

export class TagParams {
  @ApiProperty({ example: 'bonding', description: 'Matched whatever the case' })
  @IsString()
  @MaxLength(TAG_MAX_LENGTH)
  tag: string;
}
