import { UserSummaryDto } from '../../users/user-summary.js';
import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { SUGGESTION_STATUSES, type SuggestionStatus } from '../entities/article-edit-suggestion.entity.js';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { PageQuery } from '../../../common/pagination/page-query.js';
import { DiffLineDto } from './article-revision.dto.js';
import { trim, trimToNull } from '../../../common/text/trim-transforms.js';
import { CreateArticleDto } from './create-article.dto.js';

export const SUGGESTION_SUMMARY_MAX_LENGTH = 300;
export const REVIEW_REASON_MAX_LENGTH = 1000;

/** Why an edit is suggested (kept apart so the suggestion's own field follows the article's fields). */
class SuggestionReasonDto {
  @ApiProperty({
    maxLength: SUGGESTION_SUMMARY_MAX_LENGTH,
    example: 'Fixed the date of the first stream',
    description: 'Why: a short summary of the change for the reviewer (required, trimmed)',
  })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(SUGGESTION_SUMMARY_MAX_LENGTH)
  summary: string;
}

/** A suggested edit: the whole new text (title, excerpt, body, under the article's own rules) and why. */
export class CreateArticleSuggestionDto extends IntersectionType(
  PickType(CreateArticleDto, ['title', 'excerpt', 'content'] as const),
  SuggestionReasonDto,
) {}

export class DeclineArticleSuggestionDto {
  @ApiProperty({ maxLength: REVIEW_REASON_MAX_LENGTH, description: 'Why it is declined (required, trimmed)' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(REVIEW_REASON_MAX_LENGTH)
  reason: string;
}

export class AcceptArticleSuggestionDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: REVIEW_REASON_MAX_LENGTH,
    description: 'An optional note to the suggester',
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString()
  @MaxLength(REVIEW_REASON_MAX_LENGTH)
  reason?: string | null;
}

/** A page of an article's suggestions or of the caller's own. */
export class ArticleSuggestionsPageQuery extends PageQuery {}

export class ListArticleSuggestionsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: SUGGESTION_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn(SUGGESTION_STATUSES)
  status?: SuggestionStatus;
}

/** A suggestion as lists show it (no body). */
export class ArticleSuggestionSummaryDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  articleId: number;

  @ApiProperty({ description: 'The title of the article now' })
  articleTitle: string;

  @ApiProperty({
    type: UserSummaryDto,
    nullable: true,
    description: 'Who suggested it; null once the account is gone',
  })
  suggester: UserSummaryDto | null;

  @ApiProperty({ description: 'Why the change is suggested' })
  summary: string;

  @ApiProperty({ enum: SUGGESTION_STATUSES })
  status: SuggestionStatus;

  @ApiProperty({ type: UserSummaryDto, nullable: true, description: 'Who accepted or declined it' })
  reviewer: UserSummaryDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'The reviewer’s reason (always given for a decline)' })
  reviewReason: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  decidedAt: string | null;
}

/** One suggestion with its text, compared with the article's current text. */
export class ArticleSuggestionDetailDto extends ArticleSuggestionSummaryDto {
  @ApiProperty({ description: 'The suggested title' })
  title: string;

  @ApiProperty({ type: String, nullable: true, description: 'The suggested excerpt' })
  excerpt: string | null;

  @ApiProperty({ description: 'The suggested body (sanitised HTML)' })
  content: string;

  @ApiProperty({ description: 'The article’s title now' })
  currentTitle: string;

  @ApiProperty({ type: String, nullable: true, description: 'The article’s excerpt now' })
  currentExcerpt: string | null;

  @ApiProperty({
    type: [DiffLineDto],
    description: 'Line diff of the body text from the article as it is now to the suggestion',
  })
  diff: DiffLineDto[];

  @ApiProperty({
    description:
      'True when the article’s title, excerpt or body changed since the suggestion was written: accepting it answers 409',
  })
  stale: boolean;

  @ApiProperty({ description: 'The caller may accept or decline it (its article’s author, a moderator or an admin)' })
  canReview: boolean;

  @ApiProperty({ description: 'The caller wrote it and may withdraw it while it is pending' })
  canWithdraw: boolean;
}

export class ArticleSuggestionPageDto extends PageDtoOf(ArticleSuggestionSummaryDto, {
  items: 'In the order the list states (pending: oldest first; decided and your own: newest first)',
}) {}
