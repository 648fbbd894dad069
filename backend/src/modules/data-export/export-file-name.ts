/** The name a downloaded export is saved under: `my-data-<username>-<YYYY-MM-DD>.<format>`. */
export function exportFileName(username: string, date: Date, format: 'json' | 'zip'): string {
  const safe = username.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60) || 'user';
  return `my-data-${safe}-${date.toISOString().slice(0, 10)}.${format}`;
}
