import { Eye, Pencil } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FieldError } from './article-form-fields';
import { isBlankHtml } from './article-form-values';
import type { ArticleFormModel } from './use-article-form';

// TipTap is the heaviest part of the page: it loads on its own after the form shell.
const RichTextEditor = lazy(() =>
  import('@/components/editor/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** The rich-text body with its Preview/Edit toggle. */
export function ArticleContentField({
  id,
  form,
  initialHtml,
}: {
  id: string;
  form: ArticleFormModel;
  initialHtml: string;
}) {
  const { preview } = form;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-content`} className="text-sm font-medium">
          Content <span aria-hidden="true">*</span>
        </span>
        <Button variant="outline" size="sm" onClick={form.togglePreview} aria-pressed={preview}>
          {preview ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {preview ? 'Edit' : 'Preview'}
        </Button>
      </div>
      {preview ? (
        <div className="min-h-[300px] rounded-lg border bg-card px-4 py-3" aria-label="Preview" role="region">
          {isBlankHtml(form.values.content) ? (
            <p className="text-muted-foreground">Nothing to preview yet.</p>
          ) : (
            <div
              className="article-body"
              data-testid="article-preview"
              // Sanitised with the article allow-list in useArticleForm.
              dangerouslySetInnerHTML={{ __html: form.previewHtml }}
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
            initialHtml={initialHtml}
            onChange={(content) => form.set({ content })}
            citations={{
              references: form.values.references ?? [],
              add: (source) => {
                const references = [...(form.values.references ?? []), source];
                form.set({ references });
                return references.length;
              },
            }}
            labelledBy={`${id}-content`}
            invalid={!!form.errors.content}
          />
        </Suspense>
      </div>
      <FieldError id={`${id}-content-error`} message={form.errors.content} />
    </div>
  );
}
