import { registerDecorator, type ValidationOptions } from 'class-validator';
import { sanitizeArticleHtml } from '../article-html.js';
import { isBlankHtml } from '../article-text.js';

export const TITLE_MAX_LENGTH = 200;
export const EXCERPT_MAX_LENGTH = 500;
export const CONTENT_MAX_LENGTH = 200_000;
export const TAGS_MAX_COUNT = 10;
export const TAG_MAX_LENGTH = 40;

type Input = { value: unknown };

/** Tags are trimmed, lower case and unique; blank entries are dropped (as every list input of the API does). */
export const normalizeTags = ({ value }: Input): unknown => {
  if (value === null) return [];
  if (!Array.isArray(value)) return value;
  const tags = value.map((tag: unknown) => (typeof tag === 'string' ? tag.trim().toLowerCase() : tag));
  return [...new Set(tags.filter((tag) => tag !== ''))];
};

/** HTML with visible text once sanitised (markup alone, or only disallowed markup, counts as empty). */
export function HasVisibleText(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'hasVisibleText',
      target: target.constructor,
      propertyName: propertyName as string,
      options: { message: '$property should not be empty', ...options },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isBlankHtml(sanitizeArticleHtml(value)),
      },
    });
  };
}
