/** A username from a provider's handle: lowercase letters, digits, '_', '.', '-', 3 to 32 characters. */
export function normaliseUsername(raw: string | null | undefined): string {
  const cleaned = (raw ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^@+/, '')
    .replace(/[^a-z0-9_.-]+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, 32);
  return cleaned.length >= 3 ? cleaned : `user_${cleaned || Math.random().toString(36).slice(2, 8)}`;
}

/** Candidates to try when `base` is taken: base_platform, then base_platform2, base_platform3... */
export function alternativeUsernames(base: string, platform: string, count = 20): string[] {
  const stem = `${base.slice(0, 24)}_${platform}`;
  return [stem, ...Array.from({ length: count - 1 }, (_, i) => `${stem}${i + 2}`)];
}
