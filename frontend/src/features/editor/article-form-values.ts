import type { ArticleReferenceDto, ArticleReferenceInputDto, CreateArticleDto } from '@/api/generated/types.gen';
import { isArticleCategory } from '@irl/shared';

export type ArticleFormValues = {
  title: string;
  category: string;
  tags: string[];
  excerpt: string;
  content: string;
  /** The cited sources in citation order; absent (an autosaved draft) leaves the saved ones as they are. */
  references?: ArticleReferenceInputDto[];
};

export const EMPTY_ARTICLE: ArticleFormValues = { title: '', category: '', tags: [], excerpt: '', content: '' };

/** True when the HTML holds no visible text. */
export function isBlankHtml(html: string): boolean {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.trim() === '';
}

/** The request body, or null when a required field (trimmed title, content with text, category) is missing. */
export function toArticleBody(values: ArticleFormValues): CreateArticleDto | null {
  const title = values.title.trim();
  if (!title || isBlankHtml(values.content) || !isArticleCategory(values.category)) return null;
  const excerpt = values.excerpt.trim();
  return {
    title,
    content: values.content,
    category: values.category,
    tags: values.tags,
    ...(excerpt ? { excerpt } : {}),
    ...(values.references ? { references: values.references } : {}),
  };
}

/** The input form of references as the API returns them (display fields dropped). */
export function referenceInputs(references: ArticleReferenceDto[]): ArticleReferenceInputDto[] {
  return references.map((reference) => ({
    kind: reference.kind,
    url: reference.url,
    title: reference.title,
    publisher: reference.publisher,
    date: reference.date,
    platform: reference.platform,
    videoType: reference.videoType,
    videoId: reference.videoId,
    timestamp: reference.timestamp,
  }));
}

export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag, index, all) => tag !== '' && all.indexOf(tag) === index);
}
