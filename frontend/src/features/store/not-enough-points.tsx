import { Link } from 'react-router-dom';
import { pluralize } from '@/lib/format';

/**
 * Why a purchase is out of reach and how to get there: the store's wording, how many points are
 * missing, and links to the points packs and to how points are earned (so it is never a dead end).
 */
export function NotEnoughPoints({
  message,
  missing,
  onNavigate,
}: {
  message: string;
  missing: number;
  onNavigate?: () => void;
}) {
  return (
    <div role="alert" className="flex flex-col gap-1 text-sm">
      <p className="font-medium text-destructive">{message}</p>
      <p className="text-muted-foreground">
        You need {pluralize(missing, 'more point')}.{' '}
        <Link to="/store?tab=points" onClick={onNavigate} className="font-medium text-foreground underline">
          Get points
        </Link>{' '}
        with a points pack or a donation, or earn them by writing and contributing (
        <Link to="/points" onClick={onNavigate} className="underline">
          how points work
        </Link>
        ).
      </p>
    </div>
  );
}
