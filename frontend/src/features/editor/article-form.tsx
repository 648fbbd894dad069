import { useId, type ReactNode } from 'react';
import type { CreateArticleDto, FieldErrorDto } from '@/api/generated/types.gen';
import {
  PersonalInformationWarning,
  usePersonalInformation,
} from '@/components/moderation/personal-information-warning';
import { Button } from '@/components/ui/button';
import { ArticleContentField } from './article-content-field';
import { CategoryField, ExcerptField, TagsField, TitleField } from './article-form-fields';
import { type ArticleFormValues, EMPTY_ARTICLE } from './article-form-values';
import { ARTICLE_FIELDS, useArticleForm } from './use-article-form';

type ArticleFormProps = {
  initial?: ArticleFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  serverErrors: FieldErrorDto[];
  onSubmit: (body: CreateArticleDto) => void;
  onCancel?: () => void;
  /** Every edit, as typed (the autosave listens). */
  onEdit?: (values: ArticleFormValues, tagText: string) => void;
  /** Shown beside the buttons (the draft's save state). */
  status?: ReactNode;
  /** False hides category and tags (a suggested edit changes only the title, excerpt and body). */
  topics?: boolean;
  /** More fields, after the body (the suggestion's "Why"). */
  extraFields?: ReactNode;
  /** What saving personal information does here (shown with the warning). */
  personalInformationConsequence?: string;
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
  onEdit,
  status,
  topics = true,
  extraFields,
  personalInformationConsequence = 'It would be published with the article for everyone to read.',
}: ArticleFormProps) {
  const id = useId();
  const form = useArticleForm(id, initial, onSubmit, serverErrors, onEdit);
  // Errors of fields the form has are shown under them; any other goes in the list.
  const otherErrors = serverErrors.filter(
    (error) => !ARTICLE_FIELDS.some((field) => error.field === field || error.field.startsWith(`${field}[`)),
  );

  return (
    <form onSubmit={form.submit} noValidate className="flex flex-col gap-6" aria-label="Article">
      <TitleField id={id} form={form} />
      {topics ? (
        <div className="grid gap-6 sm:grid-cols-2">
          <CategoryField id={id} form={form} />
          <TagsField id={id} form={form} />
        </div>
      ) : null}
      <ExcerptField id={id} form={form} />
      <ArticleContentField id={id} form={form} initialHtml={initial.content} />
      {extraFields}
      <ArticlePersonalInformation values={form.values} consequence={personalInformationConsequence} />
      <ServerErrors errors={otherErrors} />
      <div className="flex flex-wrap items-center justify-end gap-2">
        {status ? <div className="mr-auto">{status}</div> : null}
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

/** The server's field errors of a refused save that belong to no field of the form, one line each. */
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

/** Personal information in the title, excerpt or body, found as the writer types. */
function ArticlePersonalInformation({ values, consequence }: { values: ArticleFormValues; consequence: string }) {
  const text = [values.title, values.excerpt, values.content].join('\n');
  return (
    <PersonalInformationWarning matches={usePersonalInformation(text, { html: true })} consequence={consequence} />
  );
}
