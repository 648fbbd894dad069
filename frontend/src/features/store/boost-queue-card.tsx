import { Link } from 'react-router-dom';
import type { BoostQueueDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/query-state';
import { articlePath } from '@/lib/paths';
import { formatBoostTime } from './boost-time';

/** The active boost and those waiting for the Featured slot, in the order they hold it. */
export function BoostQueueCard({ queue }: { queue: BoostQueueDto }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Featured queue</CardTitle>
        <CardDescription>
          {queue.slots.length} of {queue.queueLimit} places taken.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {queue.slots.length === 0 ? (
          <EmptyState>The Featured slot is free: a boost bought now starts right away.</EmptyState>
        ) : (
          <ol className="flex flex-col divide-y rounded-md border" data-testid="boost-queue">
            {queue.slots.map((slot) => (
              <li key={slot.id} className="flex flex-col gap-1 px-4 py-3" data-testid="boost-slot">
                <div className="flex items-start justify-between gap-3">
                  {slot.articleId ? (
                    <Link to={articlePath(slot.articleId)} className="min-w-0 truncate font-medium hover:underline">
                      {slot.articleTitle}
                    </Link>
                  ) : (
                    <span className="min-w-0 truncate font-medium text-muted-foreground">
                      {slot.articleTitle} (deleted)
                    </span>
                  )}
                  <Badge variant={slot.status === 'active' ? 'default' : 'muted'}>
                    {slot.status === 'active' ? 'Featured now' : 'Scheduled'}
                  </Badge>
                </div>
                <p className="text-xs text-muted-foreground">
                  {formatBoostTime(slot.startsAt)} – {formatBoostTime(slot.endsAt)} · by {slot.buyer.displayName}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
