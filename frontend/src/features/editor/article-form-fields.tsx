import type { KeyboardEvent } from 'react';
import { Input, Label, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ARTICLE_CATEGORIES } from '@irl/shared';
import type { ArticleFormModel } from './use-article-form';

type FieldProps = { id: string; form: ArticleFormModel };

function Required() {
  return <span aria-hidden="true">*</span>;
}

/** The field's error under it, tied to the control by `${id}-<field>-error`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** aria-invalid and aria-describedby for a control with an optional error (and hint). */
function errorAria(errorId: string, error: string | undefined, hintId?: string) {
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined };
}

export function TitleField({ id, form }: FieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-title`}>
        Title <Required />
      </Label>
      <Input
        id={`${id}-title`}
        value={form.values.title}
        onChange={(event) => form.set({ title: event.target.value })}
        maxLength={200}
        required
        {...errorAria(`${id}-title-error`, form.errors.title)}
        placeholder="What happened, and when?"
      />
      <FieldError id={`${id}-title-error`} message={form.errors.title} />
    </div>
  );
}

export function CategoryField({ id, form }: FieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-category`}>
        Category <Required />
      </Label>
      <Select
        id={`${id}-category`}
        value={form.values.category}
        onChange={(event) => form.set({ category: event.target.value })}
        required
        {...errorAria(`${id}-category-error`, form.errors.category)}
      >
        <option value="">Select a category</option>
        {ARTICLE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </Select>
      <FieldError id={`${id}-category-error`} message={form.errors.category} />
    </div>
  );
}

export function TagsField({ id, form }: FieldProps) {
  const keepEnterFromSubmitting = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter in the tags box should not publish by accident.
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-tags`}>Tags</Label>
      <Input
        id={`${id}-tags`}
        value={form.tagText}
        onChange={(event) => form.setTagText(event.target.value)}
        onKeyDown={keepEnterFromSubmitting}
        placeholder="justintv, lifecasting"
        {...errorAria(`${id}-tags-error`, form.errors.tags, `${id}-tags-hint`)}
      />
      <FieldError id={`${id}-tags-error`} message={form.errors.tags} />
      <p id={`${id}-tags-hint`} className="text-xs text-muted-foreground">
        Separate tags with commas (up to 10).
      </p>
      {form.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {form.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function ExcerptField({ id, form }: FieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-excerpt`}>Excerpt (optional)</Label>
      <Textarea
        id={`${id}-excerpt`}
        value={form.values.excerpt}
        onChange={(event) => form.set({ excerpt: event.target.value })}
        rows={2}
        maxLength={500}
        placeholder="A one-sentence summary shown on cards"
        {...errorAria(`${id}-excerpt-error`, form.errors.excerpt)}
      />
      <FieldError id={`${id}-excerpt-error`} message={form.errors.excerpt} />
    </div>
  );
}
