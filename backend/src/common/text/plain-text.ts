const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The character of a numeric entity, or undefined when the number is not a Unicode code point. */
function codePoint(value: number): string | undefined {
  return Number.isInteger(value) && value >= 0 && value <= 0x10ffff ? String.fromCodePoint(value) : undefined;
}

/** Text of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#?\w+);/g, (match, name: string) => {
      if (name.startsWith('#x')) return codePoint(parseInt(name.slice(2), 16)) ?? match;
      if (name.startsWith('#') && /^#\d+$/.test(name)) return codePoint(Number(name.slice(1))) ?? match;
      return ENTITIES[name] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of a text, and whether anything was cut. */
export function cutText(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  return { text: text.slice(0, max).trimEnd(), truncated: true };
}
