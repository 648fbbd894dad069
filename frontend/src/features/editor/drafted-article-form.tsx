import { useState } from 'react';
import type { CreateArticleDto, FieldErrorDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatRelativeTime } from '@/components/users/relative-time';
import { ArticleForm } from './article-form';
import type { ArticleFormValues } from './article-form-values';
import { type DraftOffer, useArticleDraft } from './use-article-draft';
import { formValues } from './draft-storage';
import { DraftStatusLine } from './draft-status';
import { LeaveGuard } from './leave-guard';

type Props = {
  userId: string;
  /** null: the new-article form. */
  articleId: number | null;
  initial: ArticleFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  serverErrors: FieldErrorDto[];
  /** Resolves when the article is saved (the page navigates away), rejects when saving failed. */
  onSubmit: (body: CreateArticleDto) => Promise<unknown>;
  onCancel?: () => void;
};

/**
 * The article form with its autosaved draft: a stored draft is offered first (restore or discard),
 * edits are saved as a draft after a pause, and leaving with changes not saved yet asks first.
 */
export function DraftedArticleForm({ userId, articleId, initial, onSubmit, ...formProps }: Props) {
  const draft = useArticleDraft(userId, articleId);
  const [restored, setRestored] = useState<ArticleFormValues | null>(null);

  if (draft.loading) {
    return (
      <div className="flex min-h-[300px] items-center justify-center">
        <Spinner label="Loading..." showLabel />
      </div>
    );
  }
  if (draft.offer) {
    return (
      <DraftOfferCard
        offer={draft.offer}
        isNew={articleId === null}
        onRestore={(offer) => {
          // Over the form's starting values: a draft saved without sources keeps the article's own.
          setRestored({ ...initial, ...formValues(offer.fields) });
          draft.restore(offer);
        }}
        onDiscard={() => draft.discard()}
      />
    );
  }

  return (
    <>
      <LeaveGuard unsaved={draft.isUnsaved} />
      <ArticleForm
        {...formProps}
        initial={restored ?? initial}
        onEdit={draft.record}
        status={<DraftStatusLine status={draft.status} savedAt={draft.savedAt} onRetry={draft.retry} />}
        onSubmit={(body) => {
          // The server drops the draft with the save; nothing must re-create it meanwhile.
          draft.settle();
          onSubmit(body).catch(() => draft.reopen());
        }}
      />
    </>
  );
}

function DraftOfferCard({
  offer,
  isNew,
  onRestore,
  onDiscard,
}: {
  offer: DraftOffer;
  isNew: boolean;
  onRestore: (offer: DraftOffer) => void;
  onDiscard: () => void;
}) {
  return (
    <Card className="flex flex-col gap-4 p-6" role="region" aria-labelledby="draft-offer-title">
      <h2 id="draft-offer-title" className="text-lg font-semibold">
        You have an unsaved draft
      </h2>
      <p className="text-muted-foreground">
        Saved{' '}
        <time dateTime={offer.savedAt} title={new Date(offer.savedAt).toLocaleString()}>
          {formatRelativeTime(offer.savedAt)}
        </time>
        {offer.fields.title.trim() ? (
          <>
            : <span className="font-medium text-foreground">{offer.fields.title}</span>
          </>
        ) : null}
        . Restore it to keep writing, or discard it to start {isNew ? 'over' : 'from the published article'}.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => onRestore(offer)}>Restore draft</Button>
        <Button variant="outline" onClick={onDiscard}>
          Discard draft
        </Button>
      </div>
    </Card>
  );
}
