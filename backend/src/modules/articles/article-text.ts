import { htmlToPlainText } from '../../common/text/plain-text.js';

/** Closing block tags and <br> end a line of text. */
const LINE_BREAK = /<br\s*\/?>|<\/(?:p|h1|h2|h3|li|blockquote|pre)\s*>|<(?:ul|ol)\b[^>]*>/gi;

/**
 * The plain-text lines of an article's HTML: one line per paragraph, heading or list item (and per
 * line inside a code block), markup removed, entities decoded, blank lines dropped.
 */
export function htmlToLines(html: string): string[] {
  return html
    .replace(/<pre\b[^>]*>([\s\S]*?)<\/pre\s*>/gi, (_match, code: string) => `${code.replace(/\n/g, '<br>')}</pre>`)
    .replace(LINE_BREAK, '\n')
    .split('\n')
    .map((line) => htmlToPlainText(line))
    .filter((line) => line.length > 0);
}

/** True when an HTML fragment has no visible text once its markup is removed. */
export function isBlankHtml(html: string): boolean {
  return htmlToPlainText(html).length === 0;
}
