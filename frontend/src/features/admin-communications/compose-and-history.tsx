import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState, type QueryLike } from '@/components/ui/query-state';

/**
 * A communications tab: a card with the form that creates something (its fields, then the submit
 * button) beside a card listing what was created so far, newest first.
 */
export function ComposeAndHistory<Row>({
  compose,
  history,
  children,
}: {
  compose: {
    title: string;
    description: ReactNode;
    onSubmit: (event: FormEvent) => void;
    canSubmit: boolean;
    /** The submit button's label; `pendingLabel` while the request runs. */
    submitLabel: string;
    pendingLabel: string;
    pending: boolean;
  };
  history: {
    title: string;
    query: QueryLike<Row[]>;
    loadingLabel: string;
    errorTitle: string;
    emptyText: string;
    /** The list's accessible name. */
    label: string;
    /** One list item, with its key. */
    row: (row: Row) => ReactNode;
    /** Rendered after the list (a confirm dialog, say). */
    after?: ReactNode;
  };
  /** The form's fields and error. */
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>{compose.title}</CardTitle>
          <CardDescription>{compose.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-4" onSubmit={compose.onSubmit}>
            {children}
            <Button type="submit" disabled={!compose.canSubmit}>
              {compose.pending ? compose.pendingLabel : compose.submitLabel}
            </Button>
          </form>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{history.title}</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState
            query={history.query}
            layout="compact"
            loadingLabel={history.loadingLabel}
            errorTitle={history.errorTitle}
            isEmpty={(rows) => rows.length === 0}
            empty={<p className="text-sm text-muted-foreground">{history.emptyText}</p>}
          >
            {(rows) => (
              <ul className="flex flex-col divide-y" aria-label={history.label}>
                {rows.map((row) => history.row(row))}
              </ul>
            )}
          </QueryState>
          {history.after}
        </CardContent>
      </Card>
    </div>
  );
}
