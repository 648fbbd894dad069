import { type FormEvent, useMemo, useState } from 'react';
import type { CreateArticleDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { isArticleCategory } from '@/lib/categories';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { type ArticleFormValues, isBlankHtml, parseTags, toArticleBody } from './article-form-values';

/** The article form's values, the Preview/Edit toggle and the checks run when it is submitted. */
export function useArticleForm(initial: ArticleFormValues, onSubmit: (body: CreateArticleDto) => void) {
  const [values, setValues] = useState(initial);
  const [tagText, setTagText] = useState(initial.tags.join(', '));
  const [preview, setPreview] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const previewHtml = useMemo(() => (preview ? sanitizeArticleHtml(values.content) : ''), [preview, values.content]);

  const set = (patch: Partial<ArticleFormValues>) => setValues((current) => ({ ...current, ...patch }));
  // Required fields are marked only after a first attempt to submit.
  const missing = {
    title: attempted && !values.title.trim(),
    category: attempted && !isArticleCategory(values.category),
    content: attempted && isBlankHtml(values.content),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const body = toArticleBody({ ...values, tags: parseTags(tagText) });
    if (!body) {
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
    submit,
  };
}

export type ArticleFormModel = ReturnType<typeof useArticleForm>;
