import type { CreateArticleDto } from '@/api/generated/types.gen';
import { isArticleCategory } from '@/lib/categories';

export type ArticleFormValues = {
  title: string;
  category: string;
  tags: string[];
  excerpt: string;
  content: string;
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
  };
}

export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter((tag, index, all) => tag !== '' && all.indexOf(tag) === index);
}
