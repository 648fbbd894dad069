/** A heading of the article body, as the contents list shows it. */
export interface OutlineHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface ArticleOutline {
  /** The body with an id on every h2 and h3. */
  html: string;
  headings: OutlineHeading[];
  /** Words of the body's text. */
  words: number;
}

/** Reading speed behind "N min read" (words a minute). */
export const WORDS_PER_MINUTE = 220;

/** The anchor of a heading: its text in lower case, letters and digits kept, other runs one '-'. */
export function headingSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'section';
}

/**
 * Gives the headings (h2, h3) of already sanitised article HTML their anchors, and counts its words.
 * The ids are made here on display from the heading text, never taken from stored HTML (the sanitiser
 * strips ids), so the same text always gives the same link; a repeated heading gets '-2', '-3', ...
 */
export function outlineArticle(sanitisedHtml: string): ArticleOutline {
  const template = document.createElement('template');
  template.innerHTML = sanitisedHtml;
  const used = new Set<string>();
  const headings: OutlineHeading[] = [];
  for (const element of template.content.querySelectorAll('h2, h3')) {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const base = headingSlug(text);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    element.id = id;
    headings.push({ id, text, level: element.tagName === 'H2' ? 2 : 3 });
  }
  // Text nodes are counted apart, so the words of two paragraphs never run together.
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  let words = 0;
  while (walker.nextNode()) words += (walker.currentNode.textContent ?? '').split(/\s+/).filter(Boolean).length;
  return { html: template.innerHTML, headings, words };
}

/** "N min read", at least one minute. */
export function readingTime(words: number): string {
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}
