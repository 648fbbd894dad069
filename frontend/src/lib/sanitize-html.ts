import { ARTICLE_ALLOWED_ATTRIBUTE_NAMES, ARTICLE_ALLOWED_TAGS, CITATION_NUMBER_PATTERN } from '@irl/shared';
import DOMPurify from 'dompurify';

// The allow-list is the server's (@irl/shared): DOMPurify takes the attributes as one flat list, and the
// per-tag rules (data-cite on citation markers only) are kept by keepOnlyCitationMarkers below.

// A private instance, so the link hook below does not leak into other DOMPurify users.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  // Links opening a new tab must not hand the new page a reference to this one.
  if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * Keeps superscripts only in the citation marker form: a valid data-cite whose text is that number.
 * Any other superscript gives way to its text; data-cite on any other element goes.
 */
function keepOnlyCitationMarkers(html: string): string {
  if (!html.includes('data-cite') && !html.includes('<sup')) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('[data-cite]')) {
    if (element.tagName !== 'SUP') element.removeAttribute('data-cite');
  }
  for (const sup of template.content.querySelectorAll('sup')) {
    const number = sup.getAttribute('data-cite') ?? '';
    if (CITATION_NUMBER_PATTERN.test(number) && sup.textContent === number && sup.children.length === 0) continue;
    sup.replaceWith(document.createTextNode(CITATION_NUMBER_PATTERN.test(number) ? '' : (sup.textContent ?? '')));
  }
  return template.innerHTML;
}

/** Sanitises article HTML for display, whatever the server already did. */
export function sanitizeArticleHtml(html: string): string {
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_ALLOWED_TAGS],
    ALLOWED_ATTR: [...ARTICLE_ALLOWED_ATTRIBUTE_NAMES],
    ALLOW_DATA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
  return keepOnlyCitationMarkers(clean);
}

/** Search highlights: escaped text with matched words in <mark>; nothing else is kept. */
export function sanitizeHighlight(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [], RETURN_TRUSTED_TYPE: false });
}
