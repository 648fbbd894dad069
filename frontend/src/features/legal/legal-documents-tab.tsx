import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getLegalDocumentOptions, publishLegalDocumentMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { LegalDocumentDto, LegalDocumentKind } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { fieldErrorMap, serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { LEGAL_KINDS, LEGAL_LABELS, legalHistoryPath, legalPath } from './legal-kinds';

// The articles' editor (TipTap) loads on its own, after the tab.
const RichTextEditor = lazy(() =>
  import('@/components/editor/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** System settings › Legal documents: publish a new version of the terms, privacy policy or guidelines. */
export function LegalDocumentsTab() {
  const [kind, setKind] = useState<LegalDocumentKind>('terms');
  const current = useQuery(getLegalDocumentOptions({ path: { kind } }));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Legal documents</CardTitle>
        <CardDescription>
          Each save publishes a new version; earlier versions stay readable in the history. A new Terms of Service or
          Privacy Policy asks every member to accept it on their next visit.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="max-w-xs">
          <FormField id="legal-kind" label="Document">
            {(aria) => (
              <Select {...aria} value={kind} onChange={(event) => setKind(event.target.value as LegalDocumentKind)}>
                {LEGAL_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {LEGAL_LABELS[value]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <QueryState query={current} loadingLabel="Loading the document..." errorTitle="Could not load the document">
          {(document) => <LegalDocumentForm key={`${document.kind}-${document.version}`} current={document} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function LegalDocumentForm({ current }: { current: LegalDocumentDto }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(current.title);
  const [body, setBody] = useState(current.body);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const label = LEGAL_LABELS[current.kind];
  const publish = useIdempotentMutation({
    ...publishLegalDocumentMutation(),
    onSuccess: (published) => {
      void queryClient.invalidateQueries({
        predicate: (query) => {
          const id = (query.queryKey[0] as { _id?: string } | undefined)?._id ?? '';
          return id.startsWith('getLegal') || id.startsWith('listLegal');
        },
      });
      toast({ title: `${label}: version ${published.version} published`, variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to publish.', variant: 'destructive' }),
  });
  const errors = publish.error ? fieldErrorMap(publish.error) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setConfirm({
      title: `Publish version ${current.version + 1} of the ${label}?`,
      description:
        current.kind === 'guidelines'
          ? 'It replaces the version in force at once; the current one stays in the history.'
          : 'It replaces the version in force at once, and every member is asked to accept it on their next visit.',
      confirmLabel: 'Publish',
      confirmVariant: 'default',
      onConfirm: () => publish.mutate({ path: { kind: current.kind }, body: { title, body } }),
    });
  }

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate aria-label={`Edit the ${label}`}>
      <p className="text-sm text-muted-foreground">
        In force: version {current.version}, published {formatDate(current.publishedAt)} ·{' '}
        <Link to={legalPath(current.kind)} className="underline underline-offset-2 hover:text-primary">
          View
        </Link>{' '}
        ·{' '}
        <Link to={legalHistoryPath(current.kind)} className="underline underline-offset-2 hover:text-primary">
          History
        </Link>
      </p>
      <FormField id="legal-title" label="Title" error={errors.title}>
        {(aria) => <Input {...aria} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />}
      </FormField>
      <div className="grid gap-2">
        <span id="legal-body-label" className="text-sm font-medium">
          Text <span aria-hidden="true">*</span>
        </span>
        <Suspense
          fallback={
            <div className="flex min-h-[300px] items-center justify-center rounded-lg border">
              <Spinner label="Loading editor..." showLabel />
            </div>
          }
        >
          <RichTextEditor
            initialHtml={current.body}
            onChange={setBody}
            labelledBy="legal-body-label"
            invalid={!!errors.body}
          />
        </Suspense>
        {errors.body ? (
          <p className="text-sm text-destructive" role="alert">
            {errors.body}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={publish.isPending}>
          {publish.isPending ? 'Publishing...' : 'Publish new version'}
        </Button>
      </div>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </form>
  );
}
