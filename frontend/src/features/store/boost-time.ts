const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 5, 2024, 12:00 PM' in the reader's time zone; an empty string for an invalid date. */
export function formatBoostTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date);
}

/** When a boost bought now starts: 'right away' when the slot is free, otherwise the time. */
export function describeStart(iso: string, now = Date.now()): string {
  return Date.parse(iso) <= now + 60_000 ? 'right away' : `on ${formatBoostTime(iso)}`;
}
