import { useId } from 'react';
import type { CreateArticleDto, FieldErrorDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { ArticleContentField } from './article-content-field';
import { CategoryField, ExcerptField, TagsField, TitleField } from './article-form-fields';
import { type ArticleFormValues, EMPTY_ARTICLE } from './article-form-values';
import { useArticleForm } from './use-article-form';

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
  const form = useArticleForm(initial, onSubmit);

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-6" aria-label="Article">
      <TitleField id={id} form={form} />
      <div className="grid gap-6 sm:grid-cols-2">
        <CategoryField id={id} form={form} />
        <TagsField id={id} form={form} />
      </div>
      <ExcerptField id={id} form={form} />
      <ArticleContentField id={id} form={form} initialHtml={initial.content} />
      <ServerErrors errors={serverErrors} />
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

/** The server's field errors of a refused save, one line per field. */
function ServerErrors({ errors }: { errors: FieldErrorDto[] }) {
  if (errors.length === 0) return null;
  return (
    <ul role="alert" className="list-disc rounded-lg border border-destructive/50 p-3 pl-8 text-sm text-destructive">
      {errors.map((error) => (
        <li key={`${error.field}:${error.reason}`}>
          {error.field}: {error.reason}
        </li>
      ))}
    </ul>
  );
}
