import DOMPurify from 'dompurify';

/** The allow-list for article HTML (the server sanitises stored articles too). */
export const ARTICLE_HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'h1',
  'h2',
  'h3',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'a',
];
export const ARTICLE_HTML_ALLOWED_ATTRIBUTES = ['href', 'target'];

// A private instance, so the link hook below does not leak into other DOMPurify users.
const purifier = DOMPurify(window);
purifier.addHook('afterSanitizeAttributes', (node) => {
  // Links opening a new tab must not hand the new page a reference to this one.
  if (node.tagName === 'A' && node.getAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
});

/** Sanitises article HTML for display, whatever the server already did. */
export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: ARTICLE_HTML_ALLOWED_TAGS,
    ALLOWED_ATTR: ARTICLE_HTML_ALLOWED_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}

/** Search highlights: escaped text with matched words in <mark>; nothing else is kept. */
export function sanitizeHighlight(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [], RETURN_TRUSTED_TYPE: false });
}
