const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const fullFormat = new Intl.NumberFormat('en-US');

/** 'Mar 5, 2024'; an empty string for an invalid date. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** '1.2K' for display; pair it with formatNumber in an accessible label. */
export function formatCount(value: number): string {
  return compactFormat.format(value);
}

/** '1,234' */
export function formatNumber(value: number): string {
  return fullFormat.format(value);
}

/** 'N views', 'N likes', with singular for 1. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count === 1 ? singular : plural}`;
}

/** The first `length` characters followed by '...' (the browse cards' fallback when there is no excerpt). */
export function truncateWithEllipsis(text: string, length: number): string {
  return `${text.slice(0, length).trimEnd()}...`;
}
