import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
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
}
