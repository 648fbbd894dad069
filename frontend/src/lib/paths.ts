import { categorySlug } from '@irl/shared';

/** The article page: /article/{id}. */
export function articlePath(id: number): string {
  return `/article/${id}`;
}

/** The reused article card links with the plural spelling, /articles/{id}; both routes exist. */
export function articleCardPath(id: number): string {
  return `/articles/${id}`;
}

const MAX_ARTICLE_ID = 2_147_483_647;

/** The numeric id of /article/:id (and its edit and history pages), or null when the segment cannot be one. */
export function parseArticleId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= MAX_ARTICLE_ID ? id : null;
}

export function profilePath(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

/** The header search target: /search?q= with the trimmed, URL-encoded query. */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}

/** A category's page: /category/{slug}. */
export function categoryPath(category: string): string {
  return `/category/${categorySlug(category)}`;
}

/** A tag's page: /tag/{tag}, the tag URL-encoded (tags are stored lower case). */
export function tagPath(tag: string): string {
  return `/tag/${encodeURIComponent(tag.toLowerCase())}`;
}

/** The editor in suggestion mode, for members who cannot edit the article. */
export function suggestEditPath(articleId: number): string {
  return `/article/${articleId}/suggest`;
}

/** One suggested edit: its diff and, for reviewers, Accept and Decline. */
export function suggestionPath(articleId: number, suggestionId: number): string {
  return `/article/${articleId}/suggestions/${suggestionId}`;
}
