import { useQuery } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { listArticlesOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { BoostQueueDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { formatNumber } from '@/lib/format';
import { describeStart } from './boost-time';
import { NotEnoughPoints } from './not-enough-points';
import { useBoostPurchase } from './use-boost-purchase';

/** The most recent own articles offered for a boost. */
const OWN_ARTICLES_SHOWN = 50;

export const INSUFFICIENT_POINTS = 'Insufficient points to boost this article';

/** Choose one of your articles, see the price, balance and start, and buy a boost after confirming. */
export function BoostPurchaseCard({ queue, balance }: { queue: BoostQueueDto; balance: number }) {
  const articles = useQuery(listArticlesOptions({ query: { feed: 'mine', limit: OWN_ARTICLES_SHOWN } }));
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const purchase = useBoostPurchase(() => setConfirming(false));

  const own = articles.data?.items ?? [];
  // An article already active or waiting in the queue cannot be boosted again until its boost ends.
  const queued = new Set(queue.slots.map((slot) => slot.articleId));
  const available = own.filter((item) => !queued.has(item.id));
  const article = available.find((item) => item.id === chosen) ?? available[0];
  const short = balance < queue.price;
  const blocked = short || queue.full || !article;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Rocket aria-hidden="true" className="size-5 text-primary" /> Boost an article
        </CardTitle>
        <CardDescription>
          Feature one of your articles in the home page&apos;s Featured slot for {queue.durationHours} hours. Boosts
          take the slot one after another, in the order they are bought.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3 text-center">
          <div className="rounded-lg bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">Price</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="boost-price">
              {formatNumber(queue.price)} points
            </dd>
          </div>
          <div className="rounded-lg bg-muted px-3 py-2">
            <dt className="text-xs text-muted-foreground">Your balance</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid="boost-balance">
              {formatNumber(balance)} points
            </dd>
          </div>
        </dl>
        <QueryState
          query={articles}
          layout="compact"
          loadingLabel="Loading your articles..."
          errorTitle="Failed to load your articles."
          isEmpty={(page) => page.items.length === 0}
          empty={<EmptyState>You haven&apos;t written any articles yet, so there is nothing to boost.</EmptyState>}
        >
          {() => (
            <FormField
              id="boost-article"
              label="Article to boost"
              hint={queue.full ? undefined : `A boost bought now starts ${describeStart(queue.nextStartAt)}.`}
            >
              {(aria) => (
                <Select {...aria} value={article?.id ?? ''} onChange={(event) => setChosen(Number(event.target.value))}>
                  {own.map((item) => (
                    <option key={item.id} value={item.id} disabled={queued.has(item.id)}>
                      {queued.has(item.id) ? `${item.title} (already boosted)` : item.title}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
        </QueryState>
        {short ? <NotEnoughPoints message={INSUFFICIENT_POINTS} missing={queue.price - balance} /> : null}
        {queue.full ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            The boost queue is full. Please try again once the current boost ends.
          </p>
        ) : null}
        <Dialog open={confirming} onOpenChange={setConfirming}>
          <Button className="self-start" disabled={blocked} onClick={() => setConfirming(true)}>
            Boost for {formatNumber(queue.price)} points
          </Button>
          {article ? (
            <DialogContent>
              <DialogHeading
                title="Boost this article?"
                description={
                  <>
                    &ldquo;{article.title}&rdquo; will be featured on the home page for {queue.durationHours} hours,
                    starting {describeStart(queue.nextStartAt)}. This spends {formatNumber(queue.price)} of your{' '}
                    {formatNumber(balance)} points.
                  </>
                }
              />
              <DialogActions
                onCancel={() => setConfirming(false)}
                confirmLabel="Boost Article"
                pendingLabel="Boosting..."
                pending={purchase.isPending}
                onConfirm={() => purchase.mutate({ body: { articleId: article.id } })}
              />
            </DialogContent>
          ) : null}
        </Dialog>
      </CardContent>
    </Card>
  );
}
