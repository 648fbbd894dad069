import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { ARTICLE_CATEGORIES } from '../article-categories.js';
import {
  CONTENT_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  HasVisibleText,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  TITLE_MAX_LENGTH,
  normalizeTags,
  trim,
  trimToNull,
} from './article-input.transforms.js';
import { CONTENT_DESCRIPTION } from './create-article.dto.js';

const present = (field: keyof UpdateArticleDto) => (dto: UpdateArticleDto) => dto[field] !== undefined;

/** Only the fields sent change; each follows the rules of CreateArticleDto (title, content and category cannot be null). */
export class UpdateArticleDto {
  @ApiPropertyOptional({ maxLength: TITLE_MAX_LENGTH })
  @Transform(trim)
  @ValidateIf(present('title'))
  @IsString()
  @IsNotEmpty()
  @MaxLength(TITLE_MAX_LENGTH)
  title?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: EXCERPT_MAX_LENGTH,
    description: 'Blank or null removes it',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(EXCERPT_MAX_LENGTH)
  excerpt?: string | null;

  @ApiPropertyOptional({ maxLength: CONTENT_MAX_LENGTH, description: CONTENT_DESCRIPTION })
  @Transform(trim)
  @ValidateIf(present('content'))
  @IsString()
  @MaxLength(CONTENT_MAX_LENGTH)
  @HasVisibleText()
  content?: string;

  @ApiPropertyOptional({ enum: ARTICLE_CATEGORIES })
  @ValidateIf(present('category'))
  @IsIn(ARTICLE_CATEGORIES)
  category?: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: TAGS_MAX_COUNT,
    description: 'Replaces the tags; null or [] removes them',
  })
  @Transform(normalizeTags)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TAGS_MAX_COUNT)
  @IsString({ each: true })
  @Length(1, TAG_MAX_LENGTH, { each: true })
  tags?: string[];
}
