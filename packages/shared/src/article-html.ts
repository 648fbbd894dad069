/**
 * The allow-list of article HTML. The server sanitises with sanitize-html on write and the browser with
 * DOMPurify on display; both read their lists from here, so neither can keep what the other drops.
 */

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
  'sup',
] as const;

export type ArticleAllowedTag = (typeof ARTICLE_ALLOWED_TAGS)[number];

/**
 * The attributes each tag may keep: href and target on links (target only as _blank), data-cite on
 * citation markers. No other attribute (style, rel, class, data-*, event handlers) survives.
 */
export const ARTICLE_ALLOWED_ATTRIBUTES = {
  a: ['href', 'target'],
  sup: ['data-cite'],
} as const satisfies Partial<Record<ArticleAllowedTag, readonly string[]>>;

/** Every allowed attribute name, whatever its tag (for sanitisers that take one flat list). */
export const ARTICLE_ALLOWED_ATTRIBUTE_NAMES: readonly string[] = [
  ...new Set(Object.values(ARTICLE_ALLOWED_ATTRIBUTES).flat()),
];

/** Link schemes a stored href may carry; scheme-less (site-relative) references are kept too. */
export const ARTICLE_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** A citation marker's number (1 to 999): the one superscript form kept is `<sup data-cite="n">n</sup>`. */
export const CITATION_NUMBER_PATTERN = /^[1-9]\d{0,2}$/;
