import type { KeyboardEvent } from 'react';
import { Input, Label, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ARTICLE_CATEGORIES } from '@/lib/categories';
import type { ArticleFormModel } from './use-article-form';

type FieldProps = { id: string; form: ArticleFormModel };

function Required() {
  return <span aria-hidden="true">*</span>;
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
        aria-invalid={form.missing.title || undefined}
        placeholder="What happened, and when?"
      />
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
        aria-invalid={form.missing.category || undefined}
      >
        <option value="">Select a category</option>
        {ARTICLE_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </Select>
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
        aria-describedby={`${id}-tags-hint`}
      />
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
      />
    </div>
  );
}
