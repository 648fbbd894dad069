import type { ArticleDraftDto, SaveArticleDraftDto } from '@/api/generated/types.gen';
import type { ArticleFormValues } from './article-form-values';

/** The editor's fields as a draft stores them (tags as typed). */
export type DraftFields = SaveArticleDraftDto;

/** A copy kept in this browser; `pending` while the server does not have it yet (offline, or a save failed). */
export type LocalDraft = { fields: DraftFields; savedAt: string; pending: boolean };

export function draftFields(values: ArticleFormValues, tagText: string): DraftFields {
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    category: values.category,
    tags: tagText,
    // The cited sources go with the text, so a restored draft's citation markers still resolve.
    ...(values.references ? { references: values.references } : {}),
  };
}

/** The server's draft as the editor's fields (a draft saved without sources keeps the article's own). */
export function serverDraftFields({
  references,
  articleId: _article,
  updatedAt: _saved,
  ...fields
}: ArticleDraftDto): DraftFields {
  return { ...fields, ...(references ? { references } : {}) };
}

export function formValues(fields: DraftFields): ArticleFormValues {
  return {
    title: fields.title,
    excerpt: fields.excerpt,
    content: fields.content,
    category: fields.category,
    tags: fields.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    ...(fields.references ? { references: fields.references } : {}),
  };
}

function storageKey(userId: string, articleId: number | null): string {
  return `irl:article-draft:${userId}:${articleId ?? 'new'}`;
}

function isLocalDraft(value: unknown): value is LocalDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<LocalDraft>;
  return typeof draft.savedAt === 'string' && typeof draft.pending === 'boolean' && typeof draft.fields === 'object';
}

/** The local copy, or null (storage unavailable or unreadable counts as none). */
export function readLocalDraft(userId: string, articleId: number | null): LocalDraft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(userId, articleId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isLocalDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: string, articleId: number | null, draft: LocalDraft): void {
  try {
    window.localStorage.setItem(storageKey(userId, articleId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the server copy is the only one then.
  }
}

export function removeLocalDraft(userId: string, articleId: number | null): void {
  try {
    window.localStorage.removeItem(storageKey(userId, articleId));
  } catch {
    // Nothing to remove.
  }
}
