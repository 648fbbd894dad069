/** Anchor of reference n in the "References" list. */
export const referenceAnchor = (number: number) => `ref-${number}`;
/** Anchor of the k-th (0-based) citation of reference n in the text. */
export const citationAnchor = (number: number, index: number) => `cite-${number}-${index + 1}`;

export interface LinkedCitations {
  html: string;
  /** For each reference number, the anchors of its citations in the text, in order. */
  backlinks: Map<number, string[]>;
}

/**
 * Turns the citation markers of sanitised article HTML into superscript links to their reference
 * ("[n]" pointing at #ref-n), each with its own anchor for the way back. Markers whose number has
 * no reference stay plain text.
 */
export function linkCitations(sanitisedHtml: string, referenceCount: number): LinkedCitations {
  const backlinks = new Map<number, string[]>();
  if (!sanitisedHtml.includes('data-cite')) return { html: sanitisedHtml, backlinks };
  const template = document.createElement('template');
  template.innerHTML = sanitisedHtml;
  for (const sup of template.content.querySelectorAll('sup[data-cite]')) {
    const number = Number(sup.getAttribute('data-cite'));
    if (!(number >= 1 && number <= referenceCount)) {
      sup.replaceWith(document.createTextNode(`[${number}]`));
      continue;
    }
    const anchors = backlinks.get(number) ?? [];
    const id = citationAnchor(number, anchors.length);
    anchors.push(id);
    backlinks.set(number, anchors);
    const link = document.createElement('a');
    link.href = `#${referenceAnchor(number)}`;
    link.id = id;
    link.setAttribute('aria-label', `Reference ${number}`);
    link.textContent = `[${number}]`;
    sup.replaceChildren(link);
    sup.className = 'citation';
  }
  return { html: template.innerHTML, backlinks };
}
