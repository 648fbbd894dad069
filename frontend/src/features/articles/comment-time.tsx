import { useEffect, useId, useState } from 'react';
import { formatDate } from '@/lib/format';

const exactFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'just now', '5 min ago', '3 hr ago', '2 days ago'; past a week the date ('Mar 5, 2024'). */
export function commentAge(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hr ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? '1 day ago' : `${days} days ago`;
  return formatDate(iso);
}

/** The current time, renewed every minute so relative times move on. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A comment's relative time. The exact date and time shows on hover and on keyboard focus (the time
 * is a tab stop and the exact time its description), and stays in `title` and `dateTime`. As a tab stop
 * it is at least 24 px tall, a big enough target for a finger.
 */
export function CommentTime({ iso }: { iso: string }) {
  const now = useMinuteClock();
  const tipId = useId();
  const date = new Date(iso);
  const exact = Number.isNaN(date.getTime()) ? '' : exactFormat.format(date);
  return (
    <span className="group relative inline-flex">
      <time
        dateTime={iso}
        title={exact}
        tabIndex={0}
        aria-describedby={exact ? tipId : undefined}
        className="inline-flex min-h-6 items-center rounded-sm text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {commentAge(iso, now)}
      </time>
      {exact ? (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-0 z-10 mb-1 hidden rounded-md bg-foreground px-2 py-1 text-xs font-medium whitespace-nowrap text-background shadow-md group-focus-within:block group-hover:block"
        >
          {exact}
        </span>
      ) : null}
    </span>
  );
}
