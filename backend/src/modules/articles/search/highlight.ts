/**
 * Highlighting: PostgreSQL's ts_headline marks the matched words with two private-use characters
 * (stripped from the text beforehand); everything is then HTML-escaped and only the markers become
 * <mark> tags, so no stored text can inject markup. ts_headline drops text that looks like a tag,
 * so < and > travel through it as two other private-use characters.
 */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
const LT_STAND_IN = '\uE002';
const GT_STAND_IN = '\uE003';

/** translate() arguments that prepare a text for ts_headline: < and > swapped out, stray markers removed. */
export const HEADLINE_TRANSLATE_FROM = `<>${MARK_START}${MARK_END}`;
export const HEADLINE_TRANSLATE_TO = `${LT_STAND_IN}${GT_STAND_IN}`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Escaped HTML of a ts_headline result, the marked words wrapped in <mark>. Unbalanced markers are dropped. */
export function markedTextToHtml(marked: string): string {
  let html = '';
  let open = false;
  for (const part of marked.split(/([\uE000\uE001])/)) {
    if (part === MARK_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === MARK_END) {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(part.replaceAll(LT_STAND_IN, '<').replaceAll(GT_STAND_IN, '>'));
    }
  }
  return open ? `${html}</mark>` : html;
}
