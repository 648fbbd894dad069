import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { CreateArticleDto, FieldErrorDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { isArticleCategory } from '@irl/shared';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { type ArticleFormValues, isBlankHtml, parseTags, toArticleBody } from './article-form-values';

export const ARTICLE_FIELDS = ['title', 'category', 'tags', 'excerpt', 'content'] as const;
export type ArticleField = (typeof ARTICLE_FIELDS)[number];
export type ArticleFieldErrors = Partial<Record<ArticleField, string>>;

/** What the form says under a required field left empty. */
export const MISSING_FIELD_MESSAGES = {
  title: 'Please enter a title.',
  category: 'Please select a category.',
  content: 'Please write the article.',
} as const;

/** The element to focus for a field (the rich-text body is a contenteditable labelled by its heading). */
export function fieldElement(formId: string, field: ArticleField): HTMLElement | null {
  if (field === 'content') return document.querySelector<HTMLElement>(`[aria-labelledby="${formId}-content"]`);
  return document.getElementById(`${formId}-${field}`);
}

/**
 * The server's field errors by form field ('tags[2]' belongs to tags; a reference's field, e.g.
 * 'references.1.url', shows under the content, where its citation is); unknown fields are left out.
 */
function serverFieldErrors(errors: FieldErrorDto[]): ArticleFieldErrors {
  const byField: ArticleFieldErrors = {};
  for (const error of errors) {
    const reference = /^references\.(\d+)\./.exec(error.field);
    if (reference && !byField.content) {
      byField.content = `Reference ${Number(reference[1]) + 1}: ${error.reason}`;
      continue;
    }
    const field = ARTICLE_FIELDS.find((name) => error.field === name || error.field.startsWith(`${name}[`));
    if (field && !byField[field]) byField[field] = error.reason;
  }
  return byField;
}

function focusFirst(formId: string, errors: ArticleFieldErrors) {
  const first = ARTICLE_FIELDS.find((field) => errors[field]);
  if (first) fieldElement(formId, first)?.focus();
}

/**
 * The article form's values, the Preview/Edit toggle and the checks run when it is submitted.
 * Errors show under each field, and focus moves to the first invalid one (besides the toast).
 */
export function useArticleForm(
  formId: string,
  initial: ArticleFormValues,
  onSubmit: (body: CreateArticleDto) => void,
  serverErrors: FieldErrorDto[] = [],
  onEdit?: (values: ArticleFormValues, tagText: string) => void,
) {
  const [values, setValues] = useState(initial);
  const [tagText, setTagText] = useState(initial.tags.join(', '));
  const [preview, setPreview] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const previewHtml = useMemo(() => (preview ? sanitizeArticleHtml(values.content) : ''), [preview, values.content]);

  const set = (patch: Partial<ArticleFormValues>) => setValues((current) => ({ ...current, ...patch }));
  // Every real edit is reported (the autosave listens); the initial values are not an edit.
  const lastReported = useRef(JSON.stringify([initial, initial.tags.join(', ')]));
  useEffect(() => {
    const snapshot = JSON.stringify([values, tagText]);
    if (snapshot === lastReported.current) return;
    lastReported.current = snapshot;
    onEdit?.(values, tagText);
  }, [values, tagText, onEdit]);

  // Required fields are marked only after a first attempt to submit.
  const missing = {
    title: attempted && !values.title.trim(),
    category: attempted && !isArticleCategory(values.category),
    content: attempted && isBlankHtml(values.content),
  };
  const fromServer = useMemo(() => serverFieldErrors(serverErrors), [serverErrors]);
  const errors: ArticleFieldErrors = {
    ...fromServer,
    ...(missing.title ? { title: MISSING_FIELD_MESSAGES.title } : {}),
    ...(missing.category ? { category: MISSING_FIELD_MESSAGES.category } : {}),
    ...(missing.content ? { content: MISSING_FIELD_MESSAGES.content } : {}),
  };

  // A refused save: focus the first field the server named.
  useEffect(() => {
    focusFirst(formId, fromServer);
  }, [formId, fromServer]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const body = toArticleBody({ ...values, tags: parseTags(tagText) });
    if (!body) {
      focusFirst(formId, {
        title: !values.title.trim() ? MISSING_FIELD_MESSAGES.title : undefined,
        category: !isArticleCategory(values.category) ? MISSING_FIELD_MESSAGES.category : undefined,
        content: isBlankHtml(values.content) ? MISSING_FIELD_MESSAGES.content : undefined,
      });
      toast({
        title: 'Missing information',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    onSubmit(body);
  };

  return {
    values,
    set,
    tagText,
    setTagText,
    tags: parseTags(tagText),
    preview,
    togglePreview: () => setPreview((value) => !value),
    previewHtml,
    missing,
    errors,
    submit,
  };
}

export type ArticleFormModel = ReturnType<typeof useArticleForm>;
