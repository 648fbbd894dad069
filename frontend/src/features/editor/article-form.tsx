import { Eye, Pencil } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { CreateArticleDto, FieldErrorDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Input, Label, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { ARTICLE_CATEGORIES, isArticleCategory } from '@/lib/categories';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';

// TipTap is the heaviest part of the page: it loads on its own after the form shell.
const RichTextEditor = lazy(() =>
  import('@/components/editor/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

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

/** Field errors of a 400 response from the generated client (ErrorResponseDto.errors). */
export function fieldErrorsOf(error: unknown): FieldErrorDto[] {
  if (typeof error === 'object' && error !== null && 'errors' in error && Array.isArray(error.errors)) {
    return (error.errors as unknown[]).filter(
      (item): item is FieldErrorDto => typeof item === 'object' && item !== null && 'field' in item && 'reason' in item,
    );
  }
  return [];
}

type ArticleFormProps = {
  initial?: ArticleFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  serverErrors: FieldErrorDto[];
  onSubmit: (body: CreateArticleDto) => void;
  onCancel?: () => void;
};

/** Title, category, tags, excerpt and the rich-text body, with a Preview/Edit toggle. */
export function ArticleForm({
  initial = EMPTY_ARTICLE,
  submitLabel,
  pendingLabel,
  pending,
  serverErrors,
  onSubmit,
  onCancel,
}: ArticleFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [tagText, setTagText] = useState(initial.tags.join(', '));
  const [preview, setPreview] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const previewHtml = useMemo(() => (preview ? sanitizeArticleHtml(values.content) : ''), [preview, values.content]);

  const set = (patch: Partial<ArticleFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const missing = {
    title: attempted && !values.title.trim(),
    category: attempted && !isArticleCategory(values.category),
    content: attempted && isBlankHtml(values.content),
  };

  function submit(event: FormEvent) {
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
  }

  function addTagOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the tags box should not publish by accident.
    if (event.key === 'Enter') event.preventDefault();
  }

  const tags = parseTags(tagText);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-label="Article">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>
          Title <span aria-hidden="true">*</span>
        </Label>
        <Input
          id={`${id}-title`}
          value={values.title}
          onChange={(event) => set({ title: event.target.value })}
          maxLength={200}
          required
          aria-invalid={missing.title || undefined}
          placeholder="What happened, and when?"
        />
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-category`}>
            Category <span aria-hidden="true">*</span>
          </Label>
          <Select
            id={`${id}-category`}
            value={values.category}
            onChange={(event) => set({ category: event.target.value })}
            required
            aria-invalid={missing.category || undefined}
          >
            <option value="">Select a category</option>
            {ARTICLE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-tags`}>Tags</Label>
          <Input
            id={`${id}-tags`}
            value={tagText}
            onChange={(event) => setTagText(event.target.value)}
            onKeyDown={addTagOnEnter}
            placeholder="justintv, lifecasting"
            aria-describedby={`${id}-tags-hint`}
          />
          <p id={`${id}-tags-hint`} className="text-xs text-muted-foreground">
            Separate tags with commas (up to 10).
          </p>
          {tags.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
              {tags.map((tag) => (
                <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-excerpt`}>Excerpt (optional)</Label>
        <textarea
          id={`${id}-excerpt`}
          value={values.excerpt}
          onChange={(event) => set({ excerpt: event.target.value })}
          rows={2}
          maxLength={500}
          className="w-full rounded-lg border border-input bg-card px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40"
          placeholder="A one-sentence summary shown on cards"
        />
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <span id={`${id}-content`} className="text-sm font-medium">
            Content <span aria-hidden="true">*</span>
          </span>
          <Button variant="outline" size="sm" onClick={() => setPreview((value) => !value)} aria-pressed={preview}>
            {preview ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {preview ? 'Edit' : 'Preview'}
          </Button>
        </div>
        {preview ? (
          <div className="min-h-[300px] rounded-lg border bg-card px-4 py-3" aria-label="Preview" role="region">
            {isBlankHtml(values.content) ? (
              <p className="text-muted-foreground">Nothing to preview yet.</p>
            ) : (
              <div
                className="article-body"
                data-testid="article-preview"
                // Sanitised with the article allow-list just above.
                dangerouslySetInnerHTML={{ __html: previewHtml }}
              />
            )}
          </div>
        ) : null}
        {/* Kept mounted while previewing so the editor's undo history survives the toggle. */}
        <div hidden={preview}>
          <Suspense
            fallback={
              <div className="flex min-h-[300px] items-center justify-center rounded-lg border">
                <Spinner label="Loading editor..." showLabel />
              </div>
            }
          >
            <RichTextEditor
              initialHtml={initial.content}
              onChange={(content) => set({ content })}
              labelledBy={`${id}-content`}
              invalid={missing.content}
            />
          </Suspense>
        </div>
      </div>

      {serverErrors.length > 0 ? (
        <ul
          role="alert"
          className="list-disc rounded-lg border border-destructive/50 p-3 pl-8 text-sm text-destructive"
        >
          {serverErrors.map((error) => (
            <li key={`${error.field}:${error.reason}`}>
              {error.field}: {error.reason}
            </li>
          ))}
        </ul>
      ) : null}

      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
