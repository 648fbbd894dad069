const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const fullFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function parse(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '3:04 PM' for today, 'Mar 5' otherwise: the inbox row's time. */
export function formatConversationTime(iso: string, now = new Date()): string {
  const date = parse(iso);
  if (!date) return '';
  return date.toDateString() === now.toDateString() ? timeFormat.format(date) : dayFormat.format(date);
}

/** 'Mar 5, 2024, 3:04 PM': a message's full time (title attribute and thread). */
export function formatMessageTime(iso: string): string {
  const date = parse(iso);
  return date ? fullFormat.format(date) : '';
}
