import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { DuplicateCandidateDto } from '@/api/generated/types.gen';

/** "This may already exist": similar archive entries (linked) and pending submissions. */
export function DuplicateHints({
  candidates,
  title = 'This may already exist',
}: {
  candidates: DuplicateCandidateDto[];
  title?: string;
}) {
  if (candidates.length === 0) return null;
  return (
    <section
      role="status"
      data-testid="duplicate-hints"
      className="rounded-lg border border-amber-500/50 bg-amber-500/10 p-4 text-sm text-foreground"
    >
      <h2 className="mb-2 flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4 text-amber-600 dark:text-amber-400" />
        {title}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {candidates.map((candidate) => (
          <li key={`${candidate.kind}-${candidate.id}`}>
            {candidate.kind === 'entry' && candidate.slug ? (
              <Link
                className="text-primary underline-offset-4 hover:underline"
                to={`/archive/${candidate.type}/${candidate.slug}`}
              >
                {candidate.name}
              </Link>
            ) : (
              <span>{candidate.name}</span>
            )}{' '}
            <span className="text-muted-foreground">
              ({candidate.kind === 'entry' ? 'in the archive' : 'awaiting review'},{' '}
              {Math.round(candidate.similarity * 100)}% similar)
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
