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

/** A block whose end may lie past the part of a body that previewText reads first. */
const SCRIPT_OR_STYLE_START = /<(script|style)/i;

/**
 * The first `max` characters of an HTML body's text (as cutText(htmlToPlainText(html), max)), read from
 * the body's beginning when that holds enough text: a card's preview then costs the same for an article
 * of 2 kB and one of 200 kB. The beginning is cut clean first (a tag or entity cut in half is dropped), so
 * its text is a prefix of the whole body's text; only a body whose beginning has less text than that, or
 * opens a script or style block (whose end may lie further on), is read whole.
 */
export function previewText(html: string, max: number): { text: string; truncated: boolean } {
  const headLength = Math.max(1024, max * 8);
  if (html.length > headLength) {
    const head = html.slice(0, headLength);
    if (!SCRIPT_OR_STYLE_START.test(head)) {
      const text = htmlToPlainText(head.replace(/<[^>]*$/, '').replace(/&#?\w*$/, ''));
      if (text.length > max) return cutText(text, max);
    }
  }
  return cutText(htmlToPlainText(html), max);
}
