import { useEffect, useState } from 'react';
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

/** A comment's relative time, with the exact date and time on hover (title) and for machines (dateTime). */
export function CommentTime({ iso }: { iso: string }) {
  const now = useMinuteClock();
  const date = new Date(iso);
  const exact = Number.isNaN(date.getTime()) ? '' : exactFormat.format(date);
  return (
    <time dateTime={iso} title={exact} className="text-muted-foreground">
      {commentAge(iso, now)}
    </time>
  );
}
