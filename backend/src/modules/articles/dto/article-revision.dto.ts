import { UserSummaryDto } from '../../users/user-summary.js';
import { ApiProperty } from '@nestjs/swagger';
import { ArticleReferenceDto } from './article-reference.dto.js';

export const REVISION_FIELDS = ['title', 'excerpt', 'content', 'category', 'tags', 'references'] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];

/** One version in an article's history. */
export class ArticleRevisionSummaryDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'Position in the history: 1 is the version the article was created with' })
  number: number;

  @ApiProperty({ type: UserSummaryDto, nullable: true, description: 'Who saved it; null when the account is gone' })
  editor: UserSummaryDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ description: 'The title of this version' })
  title: string;

  @ApiProperty({ enum: REVISION_FIELDS, isArray: true, description: 'Fields changed from the previous version' })
  changedFields: RevisionField[];

  @ApiProperty({ example: 'Changed title, content' })
  summary: string;
}

/** One version with all its fields. */
export class ArticleRevisionDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  number: number;

  @ApiProperty()
  articleId: number;

  @ApiProperty({ type: UserSummaryDto, nullable: true })
  editor: UserSummaryDto | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  excerpt: string | null;

  @ApiProperty({ description: 'Sanitised HTML' })
  content: string;

  @ApiProperty()
  category: string;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: [ArticleReferenceDto] })
  references: ArticleReferenceDto[];
}

export class DiffLineDto {
  @ApiProperty({ enum: ['same', 'added', 'removed'] })
  type: 'same' | 'added' | 'removed';

  @ApiProperty({ description: 'One line of the plain text (a paragraph, heading or list item)' })
  text: string;
}

export class ArticleRevisionDetailDto {
  @ApiProperty({ type: ArticleRevisionDto })
  revision: ArticleRevisionDto;

  @ApiProperty({ type: ArticleRevisionDto, nullable: true, description: 'The version before it; null for revision 1' })
  previous: ArticleRevisionDto | null;

  @ApiProperty({ enum: REVISION_FIELDS, isArray: true })
  changedFields: RevisionField[];

  @ApiProperty({
    type: [DiffLineDto],
    description:
      'Line diff of the body text, then the references (one line each, under a "References" line), from the previous version to this one (all added for revision 1)',
  })
  diff: DiffLineDto[];
}
