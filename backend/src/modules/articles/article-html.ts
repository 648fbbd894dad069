import sanitizeHtml from 'sanitize-html';

/** The tags article HTML may keep; everything else is stripped. */
export const ARTICLE_ALLOWED_TAGS = [
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
] as const;

/** Link schemes a stored href may carry; scheme-less (site-relative) references are kept too. */
export const ARTICLE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/**
 * Disallowed tags whose content is dropped with them (sanitize-html keeps the text of other
 * disallowed tags, escaped). Script and style bodies are code, not prose.
 */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'noembed',
  'noframes',
  'template',
  'svg',
  'math',
  'object',
  'xmp',
  'title',
];

/** Keeps only the link attributes of the allow-list: a target other than _blank goes entirely. */
const cleanLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const kept: sanitizeHtml.Attributes = {};
  if (attribs.href !== undefined) kept.href = attribs.href;
  if (attribs.target === '_blank') kept.target = '_blank';
  return { tagName, attribs: kept };
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_ALLOWED_TAGS],
  // Only href and target, only on links; target only as _blank. rel is not in the allow-list, so
  // it is dropped too (browsers imply noopener for target=_blank; the page may add rel on display).
  allowedAttributes: { a: ['href', 'target'] },
  allowedSchemes: [...ARTICLE_LINK_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  // Common equivalents from pasted HTML keep their meaning instead of melting into the text.
  transformTags: {
    a: cleanLink,
    b: 'strong',
    i: 'em',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    div: 'p',
  },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
};

/**
 * Sanitises article HTML on write with the allow-list above: the stored body is safe
 * to render as is. Everything outside the list (scripts, event handlers, style, data-*, embedded
 * documents, javascript:/data: links) is removed.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
