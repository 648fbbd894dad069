import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptArticleSuggestionMutation,
  declineArticleSuggestionMutation,
  withdrawArticleSuggestionMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleSuggestionDetailDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { ReasonedDecision } from '@/components/ui/reasoned-decision';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { afterSuggestionChange } from '@/components/articles/article-invalidations';

export const DECLINE_REASON_REQUIRED = 'A reason is required to decline a suggestion.';

/** Accept or Decline (with a required reason) for reviewers, Withdraw for the suggester, else the decision taken. */
export function SuggestionDecision({ suggestion }: { suggestion: ArticleSuggestionDetailDto }) {
  const queryClient = useQueryClient();
  const done = (title: string, accepted = false) => {
    void afterSuggestionChange(queryClient, suggestion.articleId, { accepted });
    toast({ title, description: suggestion.articleTitle });
  };
  const failed = (error: unknown) => {
    void afterSuggestionChange(queryClient, suggestion.articleId);
    toast({ title: 'Error', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
  };
  const accept = useMutation({
    ...acceptArticleSuggestionMutation(),
    onSuccess: () => done('Suggestion accepted', true),
    onError: failed,
  });
  const decline = useMutation({
    ...declineArticleSuggestionMutation(),
    onSuccess: () => done('Suggestion declined'),
    onError: failed,
  });
  const withdraw = useMutation({
    ...withdrawArticleSuggestionMutation(),
    onSuccess: () => done('Suggestion withdrawn'),
    onError: failed,
  });
  const busy = accept.isPending || decline.isPending || withdraw.isPending;
  const path = { suggestionId: suggestion.id };

  if (suggestion.canReview) {
    return (
      <div className="flex flex-col gap-3 border-t pt-4" data-testid="suggestion-review">
        <ReasonedDecision
          id="suggestion-reason"
          reasonLabel="Reason (required to decline; sent to the suggester)"
          reasonRequired={DECLINE_REASON_REQUIRED}
          maxLength={1000}
          busy={busy}
          refuse={{
            label: 'Decline',
            pendingLabel: 'Declining...',
            pending: decline.isPending,
            onRefuse: (reason) => decline.mutate({ path, body: { reason } }),
          }}
          approve={{
            label: 'Accept',
            pendingLabel: 'Accepting...',
            pending: accept.isPending,
            disabled: suggestion.stale,
            onApprove: (reason) => accept.mutate({ path, body: { reason: reason || null } }),
          }}
        />
      </div>
    );
  }
  if (suggestion.canWithdraw) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm">
        <p className="text-muted-foreground">Waiting for the author, a moderator or an admin to review it.</p>
        <Button variant="outline" disabled={busy} onClick={() => withdraw.mutate({ path })}>
          {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1 border-t pt-4 text-sm" data-testid="suggestion-outcome">
      {suggestion.status === 'pending' ? (
        <p className="text-muted-foreground">Waiting for another reviewer: you cannot review your own suggestion.</p>
      ) : null}
      {suggestion.reviewer ? (
        <p>
          {suggestion.status === 'accepted' ? 'Accepted' : 'Declined'} by {suggestion.reviewer.displayName}
          {suggestion.decidedAt ? ` on ${formatDate(suggestion.decidedAt)}` : ''}.
        </p>
      ) : null}
      {suggestion.status === 'withdrawn' ? <p>Withdrawn by the suggester.</p> : null}
      {suggestion.reviewReason ? <p className="break-words">Reason: {suggestion.reviewReason}</p> : null}
    </div>
  );
}
