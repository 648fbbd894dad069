import type { RevisionField } from './dto/article-revision.dto.js';
import type { StoredReference } from '@irl/shared';

export interface ArticleFields {
  title: string;
  excerpt: string | null;
  content: string;
  category: string;
  tags: string[];
  references: StoredReference[];
}

/** The fields readers see as the article's text: changing one marks the article as edited. */
export const TEXT_FIELDS: readonly RevisionField[] = ['title', 'excerpt', 'content', 'references'];

const sameTags = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** The fields that differ between two versions, in a fixed order. */
export function changedFields(before: ArticleFields, after: ArticleFields): RevisionField[] {
  const changed: RevisionField[] = [];
  if (before.title !== after.title) changed.push('title');
  if ((before.excerpt ?? null) !== (after.excerpt ?? null)) changed.push('excerpt');
  if (before.content !== after.content) changed.push('content');
  if (before.category !== after.category) changed.push('category');
  if (!sameTags(before.tags, after.tags)) changed.push('tags');
  if (JSON.stringify(before.references ?? []) !== JSON.stringify(after.references ?? [])) changed.push('references');
  return changed;
}

/** One line describing a revision for the history list. */
export function revisionSummary(number: number, changed: readonly RevisionField[]): string {
  if (number === 1) return 'Created the article';
  if (changed.length === 0) return 'No changes';
  return `Changed ${changed.join(', ')}`;
}
