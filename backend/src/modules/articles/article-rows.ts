import { chosenFlairsColumn } from '../flairs/chosen-flairs-column.js';
import { userColumns, userFromRow } from '../users/user-row.js';
import type { SummarizedUser } from '../users/user-summary.js';
import type { StoredReference } from '@irl/shared';

/**
 * The articles the hottest reads return (lists, the article page), read as plain rows and mapped
 * here field by field: building and hydrating TypeORM entities cost more CPU than the statements.
 * Only the columns the answers use are read (no search vector, no author bio or counters).
 * The articles are aliased `a`, their authors `u` and last editors `e` in the statements.
 */
export interface ArticleCard {
  id: number;
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  authorId: string;
  tags: string[];
  views: number;
  likeCount: number;
  commentCount: number;
  createdAt: Date;
  editedAt: Date | null;
  featuredPinnedAt: Date | null;
  author: SummarizedUser;
}

/** The article page also shows the references, the last change and who made it. */
export interface ArticlePage extends ArticleCard {
  references: StoredReference[];
  updatedAt: Date;
  editedBy: SummarizedUser | null;
}

/** A row of ARTICLE_CARD_COLUMNS or ARTICLE_PAGE_COLUMNS. */
export type ArticleRow = Record<string, unknown>;

export const ARTICLE_CARD_COLUMNS = [
  'a."id", a."title", a."excerpt", a."content", a."category", a."author_id", a."tags", a."views"',
  'a."like_count", a."comment_count", a."created_at", a."edited_at", a."featured_pinned_at"',
  userColumns('u', 'u'),
].join(', ');

/**
 * The article page reads its bylines' chosen flairs in the same statement. The lists do not: for
 * twenty rows the subquery per row cost PostgreSQL more than one statement for all the authors.
 */
export const ARTICLE_PAGE_COLUMNS = [
  ARTICLE_CARD_COLUMNS,
  chosenFlairsColumn('u."id"', 'u_chosen_flairs'),
  'a."references", a."updated_at"',
  userColumns('e', 'e'),
  chosenFlairsColumn('e."id"', 'e_chosen_flairs'),
].join(', ');

export function articleCardFromRow(row: ArticleRow): ArticleCard {
  return {
    id: row.id as number,
    title: row.title as string,
    excerpt: row.excerpt as string | null,
    content: row.content as string,
    category: row.category as string,
    authorId: row.author_id as string,
    tags: row.tags as string[],
    views: row.views as number,
    likeCount: row.like_count as number,
    commentCount: row.comment_count as number,
    createdAt: row.created_at as Date,
    editedAt: row.edited_at as Date | null,
    featuredPinnedAt: row.featured_pinned_at as Date | null,
    author: userFromRow(row, 'u') as SummarizedUser, // the author is an inner join
  };
}

export function articlePageFromRow(row: ArticleRow): ArticlePage {
  return {
    ...articleCardFromRow(row),
    references: row.references as StoredReference[],
    updatedAt: row.updated_at as Date,
    editedBy: userFromRow(row, 'e'),
  };
}
