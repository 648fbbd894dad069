import { Link } from 'react-router-dom';
import { AlertCircle } from 'lucide-react';
import type { UserFlairDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { FlairBadge } from '@/components/users/flair-badge';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { useFlairSelection } from './use-flair-selection';

/** /settings/appearance (labelled Flairs): choose one active flair or none. */
export function FlairsSettingsTab() {
  usePageMeta({ title: 'Flairs' });
  const { user } = useSession();
  if (!user) return null;
  return <FlairsSettings userId={user.id} />;
}

function FlairsSettings({ userId }: { userId: string }) {
  const selection = useFlairSelection(userId);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Flairs</CardTitle>
        <CardDescription>
          Choose the flair shown next to your name. Role flairs are added for you; one flair of your own can be active.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {selection.hasChanges ? (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
            data-testid="unsaved-changes"
          >
            <AlertCircle aria-hidden="true" className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
            <div className="flex-1">
              <p className="font-semibold">Unsaved Changes</p>
              <p className="text-muted-foreground">Save to update the flair shown next to your name.</p>
            </div>
          </div>
        ) : null}
        <QueryState
          query={selection.owned}
          loadingLabel="Loading your flairs..."
          errorTitle="Failed to load your flairs."
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState dashed testId="no-flairs">
              You don&apos;t own any flairs yet. Flairs you buy or are granted appear here.{' '}
              <Link to="/store" className="font-medium text-primary hover:underline">
                Visit the Store
              </Link>
            </EmptyState>
          }
        >
          {(list) => <FlairChoices list={list} selected={selection.selected} onChoose={selection.choose} />}
        </QueryState>
        <div className="flex justify-end">
          <Button onClick={selection.save} disabled={!selection.hasChanges || selection.isSaving}>
            {selection.isSaving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function FlairChoices({
  list,
  selected,
  onChoose,
}: {
  list: UserFlairDto[];
  selected: number | null;
  onChoose: (flairId: number | null) => void;
}) {
  const options: { id: number | null; label: string; description: string; flair: UserFlairDto['flair'] | null }[] = [
    { id: null, label: 'None', description: 'Show no flair of your own.', flair: null },
    ...list.map((owned) => ({
      id: owned.flairId,
      label: owned.flair.displayName,
      description: owned.flair.description,
      flair: owned.flair,
    })),
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">Active flair</legend>
      {options.map((option) => (
        <label
          key={option.id ?? 'none'}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-md border p-3 focus-within:ring-2 focus-within:ring-ring',
            selected === option.id && 'border-primary bg-accent',
          )}
          data-testid={`flair-option-${option.id ?? 'none'}`}
        >
          <input
            type="radio"
            name="active-flair"
            className="size-4 accent-[var(--primary)]"
            checked={selected === option.id}
            onChange={() => onChoose(option.id)}
          />
          {option.flair ? <FlairBadge flair={option.flair} /> : <span className="font-medium">{option.label}</span>}
          <span className="text-sm text-muted-foreground">{option.description}</span>
        </label>
      ))}
    </fieldset>
  );
}
