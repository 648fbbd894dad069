import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { ARTICLE_CATEGORIES, REFERENCES_MAX_COUNT } from '@irl/shared';
import { ArticleReferenceInputDto } from '../../../common/references/article-reference-input.dto.js';
import {
  CONTENT_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  HasVisibleText,
  TAG_MAX_LENGTH,
  TAGS_MAX_COUNT,
  TITLE_MAX_LENGTH,
  normalizeTags,
} from './article-input.transforms.js';
import { trim, trimToNull } from '../../../common/text/trim-transforms.js';

const CONTENT_DESCRIPTION =
  'HTML. Sanitised on save: only p, br, strong, em, u, h1, h2, h3, ul, ol, li, blockquote, pre and a ' +
  '(href with http, https or mailto, or a site-relative path; target only _blank) are kept, plus citation ' +
  'markers `<sup data-cite="n">n</sup>` (n from 1 to the number of references; any other sup loses its tag).';

export class CreateArticleDto {
  @ApiProperty({ maxLength: TITLE_MAX_LENGTH, example: 'The first IRL stream', description: 'Trimmed' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TITLE_MAX_LENGTH)
  title: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: EXCERPT_MAX_LENGTH,
    description: 'Trimmed; blank or null means no excerpt',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(EXCERPT_MAX_LENGTH)
  excerpt?: string | null;

  @ApiProperty({ maxLength: CONTENT_MAX_LENGTH, description: CONTENT_DESCRIPTION })
  @Transform(trim)
  @IsString()
  @MaxLength(CONTENT_MAX_LENGTH)
  @HasVisibleText()
  content: string;

  @ApiProperty({ enum: ARTICLE_CATEGORIES })
  @IsIn(ARTICLE_CATEGORIES)
  category: string;

  @ApiPropertyOptional({
    type: [String],
    maxItems: TAGS_MAX_COUNT,
    description: `Up to ${TAGS_MAX_COUNT} tags of 1 to ${TAG_MAX_LENGTH} characters; trimmed, lower-cased, duplicates and blanks dropped`,
  })
  @Transform(normalizeTags)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TAGS_MAX_COUNT)
  @IsString({ each: true })
  @Length(1, TAG_MAX_LENGTH, { each: true })
  tags?: string[];

  @ApiPropertyOptional({
    type: [ArticleReferenceInputDto],
    maxItems: REFERENCES_MAX_COUNT,
    nullable: true,
    description: `The cited sources in citation order (up to ${REFERENCES_MAX_COUNT}); reference n is cited in the body as <sup data-cite="n">n</sup>; null or [] means none`,
  })
  @Transform(({ value }: { value: unknown }) => (value === null ? [] : value))
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(REFERENCES_MAX_COUNT)
  @ValidateNested({ each: true })
  @Type(() => ArticleReferenceInputDto)
  references?: ArticleReferenceInputDto[];
}
