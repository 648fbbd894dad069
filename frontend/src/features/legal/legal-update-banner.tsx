import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, X } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  acceptLegalDocumentsMutation,
  getLegalStatusOptions,
  getLegalStatusQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { LegalStatusDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { LEGAL_LABELS, legalPath } from './legal-kinds';

/** Dismissing lasts for this browser session (per set of versions): the banner comes back on the next visit. */
const dismissalKey = (status: LegalStatusDto) =>
  `legal-banner-dismissed:${status.documents.map((document) => `${document.kind}${document.currentVersion}`).join(',')}`;

function wasDismissed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * "We updated our Terms of Service / Privacy Policy", for a signed-in member when a version newer than
 * the one they accepted is in force ("Please read and accept" when they never accepted one): links to the
 * documents, I agree, and a close button.
 */
export function LegalUpdateBanner() {
  const queryClient = useQueryClient();
  const status = useQuery({ ...getLegalStatusOptions(), refetchOnWindowFocus: false });
  const [dismissed, setDismissed] = useState<string | null>(null);
  const accept = useMutation({
    ...acceptLegalDocumentsMutation(),
    onSuccess: (next) => {
      queryClient.setQueryData(getLegalStatusQueryKey(), next);
      toast({ title: 'Thank you: your acceptance is recorded', variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: serverMessage(error) ?? 'Failed to record your acceptance.',
        variant: 'destructive',
      }),
  });
  const data = status.data;
  if (!data?.needsAcceptance) return null;
  const key = dismissalKey(data);
  if (dismissed === key || wasDismissed(key)) return null;
  const updated = data.documents.filter((document) => document.updated);
  // A member who never accepted any version (an account older than the documents) is asked, not told of an update.
  const firstTime = updated.every((document) => document.acceptedVersion === null);

  const dismiss = () => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // Private modes without storage: hidden until the page reloads.
    }
    setDismissed(key);
  };

  return (
    <div
      className="mx-auto w-full max-w-7xl px-4 pt-3 sm:px-6"
      role="region"
      aria-label={firstTime ? 'Terms to accept' : 'Updated terms'}
    >
      <div
        role="status"
        data-testid="legal-update-banner"
        className="flex flex-col gap-3 rounded-lg border border-sky-500/40 bg-sky-50 px-4 py-3 text-sm text-sky-950 sm:flex-row sm:items-center dark:bg-sky-950/60 dark:text-sky-100"
      >
        <FileText aria-hidden="true" className="hidden size-4 shrink-0 sm:block" />
        <p className="min-w-0 flex-1">
          {firstTime ? (
            <>
              <span className="font-semibold">Please read and accept our </span>
              <DocumentLinks documents={updated} />.
            </>
          ) : (
            <>
              <span className="font-semibold">
                We updated our {updated.map((document) => LEGAL_LABELS[document.kind]).join(' and ')}.
              </span>{' '}
              Please read <DocumentLinks documents={updated} /> and accept the new{' '}
              {updated.length > 1 ? 'versions' : 'version'}.
            </>
          )}
        </p>
        <div className="flex items-center gap-2">
          <Button size="sm" onClick={() => accept.mutate({})} disabled={accept.isPending}>
            {accept.isPending ? 'Saving...' : 'I agree'}
          </Button>
          <button
            type="button"
            aria-label="Dismiss the notice about updated terms"
            className="rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
            onClick={dismiss}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </div>
  );
}

function DocumentLinks({ documents }: { documents: LegalStatusDto['documents'] }) {
  return documents.map((document, index) => (
    <Fragment key={document.kind}>
      {index > 0 ? ' and ' : null}
      <Link to={legalPath(document.kind)} className="font-medium underline underline-offset-2">
        {LEGAL_LABELS[document.kind]}
      </Link>
    </Fragment>
  ));
}
