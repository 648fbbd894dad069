import {
  ARTICLE_ALLOWED_ATTRIBUTES,
  ARTICLE_ALLOWED_TAGS,
  ARTICLE_LINK_SCHEMES,
  CITATION_NUMBER_PATTERN,
} from '@irl/shared';
import sanitizeHtml from 'sanitize-html';

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

/**
 * A superscript survives only as a citation marker: its data-cite is a number (and its text that
 * number, see the filter below). Any other superscript is unwrapped (its text stays, the tag goes).
 */
const cleanSuperscript: sanitizeHtml.Transformer = (_tagName, attribs) => {
  const number = (attribs['data-cite'] ?? '').trim();
  if (!CITATION_NUMBER_PATTERN.test(number)) return { tagName: 'unwrap-superscript', attribs: {} };
  const kept: sanitizeHtml.Attributes = { 'data-cite': number };
  return { tagName: 'sup', attribs: kept };
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_ALLOWED_TAGS],
  // target only as _blank (cleanLink). rel is not in the allow-list, so it is dropped too (browsers imply
  // noopener for target=_blank; the page may add rel on display).
  allowedAttributes: { a: [...ARTICLE_ALLOWED_ATTRIBUTES.a], sup: [...ARTICLE_ALLOWED_ATTRIBUTES.sup] },
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
    sup: cleanSuperscript,
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
 * Sanitises article HTML on write with the shared allow-list (@irl/shared): the stored body is safe
 * to render as is. Everything outside the list (scripts, event handlers, style, data-*, embedded
 * documents, javascript:/data: links) is removed.
 */
export function sanitizeArticleHtml(html: string): string {
  // How many superscripts are open around the current tag (this call's own count).
  let insideSup = 0;
  return sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: (name) => {
      if (name === 'sup') insideSup += 1;
    },
    onCloseTag: (name) => {
      if (name === 'sup') insideSup -= 1;
    },
    // A citation marker holds its number and nothing else: markup inside one goes, and a marker whose
    // text is not its number goes whole.
    exclusiveFilter: (frame) => insideSup > 0 || (frame.tag === 'sup' && frame.text !== frame.attribs['data-cite']),
  }).trim();
}
