import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  listEmailTemplatesOptions,
  listEmailTemplatesQueryKey,
  previewEmailTemplateMutation,
  updateEmailTemplateMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { EmailTemplateDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage, fieldErrorMap } from '@/lib/api-error';
import { FormError } from './form-error';
import { EmailStatusNote } from './email-status-note';

const PREVIEW_DELAY_MS = 300;

export function EmailTemplatesTab() {
  const templates = useQuery(listEmailTemplatesOptions());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <EmailStatusNote />
      <QueryState
        query={templates}
        loadingLabel="Loading email templates..."
        errorTitle="Failed to load email templates."
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="text-sm text-muted-foreground">No email templates.</p>}
      >
        {(rows) => {
          const selected = rows.find((row) => row.id === selectedId);
          return (
            <div className="grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
              <ul className="flex flex-col gap-2" aria-label="Email templates">
                {rows.map((row) => (
                  <li key={row.id}>
                    <button
                      type="button"
                      aria-pressed={row.id === selectedId}
                      onClick={() => setSelectedId(row.id)}
                      className="w-full rounded-lg border bg-card p-3 text-left transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring aria-pressed:border-primary"
                    >
                      <span className="flex items-center justify-between gap-2 font-medium">
                        {row.name} <Badge variant="muted">{row.type}</Badge>
                      </span>
                      <span className="mt-1 block text-xs text-muted-foreground">{row.description}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {selected ? (
                <TemplateEditor key={selected.id} template={selected} />
              ) : (
                <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
                  Choose a template to edit it.
                </p>
              )}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

function TemplateEditor({ template }: { template: EmailTemplateDto }) {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const preview = useMutation(previewEmailTemplateMutation());
  const save = useMutation({
    ...updateEmailTemplateMutation(),
    onSuccess: (saved) => {
      setBody(saved.body);
      toast({ title: 'Template saved', description: `${saved.name} is used from now on.` });
      void queryClient.invalidateQueries({ queryKey: listEmailTemplatesQueryKey() });
    },
  });
  const { mutate: renderPreview } = preview;

  // The preview follows the text as it is typed (rendered by the server, exactly as sending does).
  useEffect(() => {
    if (!subject.trim() || !body.trim()) return;
    const timer = setTimeout(
      () => renderPreview({ path: { id: template.id }, body: { subject, body } }),
      PREVIEW_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [subject, body, template.id, renderPreview]);

  const errors = save.isError ? fieldErrorMap(save.error) : {};
  const dirty = subject !== template.subject || body !== template.body;

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>Edit {template.name}</CardTitle>
          <CardDescription>
            Variables: {template.variables.map((name) => `{{${name}}}`).join(', ')}. Values are escaped in the HTML.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <FormField id="template-subject" label="Subject" error={errors.subject}>
            {(aria) => <Input {...aria} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />}
          </FormField>
          <FormField
            id="template-body"
            label="Body (HTML)"
            error={errors.body}
            hint="Scripts, forms and event attributes are removed when saved."
          >
            {(aria) => (
              <Textarea
                {...aria}
                rows={12}
                className="font-mono text-xs"
                value={body}
                onChange={(e) => setBody(e.target.value)}
              />
            )}
          </FormField>
          <FormError error={save.error} fieldErrors={errors} />
          <Button
            disabled={!dirty || !subject.trim() || !body.trim() || save.isPending}
            onClick={() => save.mutate({ path: { id: template.id }, body: { subject, body } })}
          >
            {save.isPending ? 'Saving...' : 'Save Template'}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Preview</CardTitle>
          <CardDescription>With example values.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {preview.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(preview.error)}
            </p>
          ) : null}
          {preview.data ? (
            <>
              <UnknownVariablesNote names={preview.data.unknownVariables} />
              <p className="text-sm">
                <span className="font-medium">Subject:</span>{' '}
                <span data-testid="preview-subject">{preview.data.subject}</span>
              </p>
              {/* A sandboxed frame: the e-mail's own styles stay inside, and nothing in it can run. */}
              <iframe
                title="Email preview"
                sandbox=""
                srcDoc={preview.data.html}
                className="h-80 w-full rounded-md border bg-white"
              />
            </>
          ) : (
            <p className="text-sm text-muted-foreground">The preview appears as you type.</p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** Variables the site never fills render empty: the preview names them before Save refuses them. */
function UnknownVariablesNote({ names }: { names: string[] }) {
  if (names.length === 0) return null;
  const list = names.map((name) => `{{${name}}}`).join(', ');
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-500/50 bg-amber-500/10 p-3 text-sm text-amber-950 dark:text-amber-100"
      data-testid="preview-unknown-variables"
    >
      Unknown {names.length === 1 ? 'variable' : 'variables'}: {list}. {names.length === 1 ? 'It is' : 'They are'} left
      empty below, and the template cannot be saved until {names.length === 1 ? 'it is' : 'they are'} removed.
    </p>
  );
}
