import type { ArticleRevisionSummaryDto } from '@/api/generated/types.gen';
import { cn } from '@/lib/cn';
import { dateTime } from './revision-format';

/** The versions, newest first; the chosen one is marked current. */
export function RevisionList({
  revisions,
  selectedId,
  onSelect,
}: {
  revisions: ArticleRevisionSummaryDto[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}) {
  return (
    <nav aria-label="Revisions">
      <ol className="flex flex-col gap-2">
        {revisions.map((revision) => (
          <li key={revision.id}>
            <button
              type="button"
              onClick={() => onSelect(revision.id)}
              aria-current={revision.id === selectedId ? 'true' : undefined}
              className={cn(
                'w-full rounded-lg border p-3 text-left text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                revision.id === selectedId && 'border-primary bg-primary/10',
              )}
            >
              <span className="block font-medium">Revision {revision.number}</span>
              <span className="block text-xs text-muted-foreground">
                {dateTime.format(new Date(revision.createdAt))} by {revision.editor?.displayName ?? 'a deleted account'}
              </span>
              <span className="mt-1 block text-xs">{revision.summary}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
