import { ApiPropertyOptional, ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
// A draft is the article form as typed: its cited sources have the article's own input shape and rules.
import { ArticleReferenceInputDto } from '../../../common/references/article-reference-input.dto.js';
import { REFERENCES_MAX_COUNT } from '@irl/shared';
import {
  DRAFT_CATEGORY_MAX_LENGTH,
  DRAFT_CONTENT_MAX_LENGTH,
  DRAFT_EXCERPT_MAX_LENGTH,
  DRAFT_TAGS_MAX_LENGTH,
  DRAFT_TITLE_MAX_LENGTH,
} from '../entities/article-draft.entity.js';

/** The editor's fields as typed: any of them may be blank or incomplete (a draft is not validated as an article). */
export class SaveArticleDraftDto {
  @ApiProperty({ maxLength: DRAFT_TITLE_MAX_LENGTH, example: 'The first IRL stream' })
  @IsString()
  @MaxLength(DRAFT_TITLE_MAX_LENGTH)
  title: string;

  @ApiProperty({ maxLength: DRAFT_EXCERPT_MAX_LENGTH, example: '' })
  @IsString()
  @MaxLength(DRAFT_EXCERPT_MAX_LENGTH)
  excerpt: string;

  @ApiProperty({
    maxLength: DRAFT_CONTENT_MAX_LENGTH,
    description: 'HTML, sanitised on save with the same rules as an article',
    example: '<p>It began in 2007...</p>',
  })
  @IsString()
  @MaxLength(DRAFT_CONTENT_MAX_LENGTH)
  content: string;

  @ApiProperty({ maxLength: DRAFT_CATEGORY_MAX_LENGTH, description: 'Blank while none is chosen', example: '' })
  @IsString()
  @MaxLength(DRAFT_CATEGORY_MAX_LENGTH)
  category: string;

  @ApiProperty({
    maxLength: DRAFT_TAGS_MAX_LENGTH,
    description: 'The tags box as typed',
    example: 'justintv, lifecasting',
  })
  @IsString()
  @MaxLength(DRAFT_TAGS_MAX_LENGTH)
  tags: string;

  @ApiPropertyOptional({
    type: [ArticleReferenceInputDto],
    maxItems: REFERENCES_MAX_COUNT,
    description: 'The sources cited so far (each one complete: the cite dialog checks it before inserting)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(REFERENCES_MAX_COUNT)
  @ValidateNested({ each: true })
  @Type(() => ArticleReferenceInputDto)
  references?: ArticleReferenceInputDto[];
}
