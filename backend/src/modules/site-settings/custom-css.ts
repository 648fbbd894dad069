import postcss, { type AtRule, type Declaration, type Root } from 'postcss';

/** Longest custom stylesheet accepted (characters). */
export const CUSTOM_CSS_MAX_LENGTH = 20_000;

/** At-rules that fetch other documents or change how the rest is read. */
const DROPPED_AT_RULES = new Set(['import', 'charset', 'document', '-moz-document', 'namespace']);
/** Properties that run code in old browsers. */
const DROPPED_PROPERTIES = new Set(['behavior', '-moz-binding', 'behaviour']);
const CODE_IN_VALUE = /expression\s*\(|javascript\s*:|vbscript\s*:|-moz-binding|behavior\s*:/i;
const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;
/** image-set() and src() take bare strings as addresses. */
const STRING_ADDRESS_FUNCTIONS = /(?:image-set|src)\s*\(/i;

export class CustomCssError extends Error {}

/** Undoes CSS escapes (`\75 rl(`, `\:`), so a filter cannot be dodged by spelling a word with them. */
function unescapeCss(text: string): string {
  return text
    .replace(/\\([0-9a-f]{1,6})\s?/gi, (_match, hex: string) => {
      const code = Number.parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\\(.)/g, '$1');
}

/** Relative addresses and data: images stay; anything naming another origin or a scheme goes. */
function isAllowedAddress(raw: string, siteOrigin: string): boolean {
  const address = raw.trim();
  if (address === '') return true;
  if (/^data:image\/(png|gif|jpe?g|webp|avif);/i.test(address)) return true;
  if (address.startsWith('//')) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(address)) {
    try {
      return new URL(address).origin === siteOrigin;
    } catch {
      return false;
    }
  }
  return true;
}

function hasForbiddenAddress(value: string, siteOrigin: string): boolean {
  for (const match of value.matchAll(URL_FUNCTION)) {
    if (!isAllowedAddress(match[1] ?? match[2] ?? match[3] ?? '', siteOrigin)) return true;
  }
  // Strings inside image-set()/src() are addresses too; refuse unless every one is allowed.
  if (STRING_ADDRESS_FUNCTIONS.test(value)) {
    for (const match of value.matchAll(/"([^"]*)"|'([^']*)'/g)) {
      if (!isAllowedAddress(match[1] ?? match[2] ?? '', siteOrigin)) return true;
    }
  }
  return false;
}

function isDangerousDeclaration(decl: Declaration, siteOrigin: string): boolean {
  const prop = unescapeCss(decl.prop).toLowerCase();
  const value = unescapeCss(decl.value);
  return DROPPED_PROPERTIES.has(prop) || CODE_IN_VALUE.test(value) || hasForbiddenAddress(value, siteOrigin);
}

function isDangerousAtRule(rule: AtRule, siteOrigin: string): boolean {
  const params = unescapeCss(rule.params);
  return (
    DROPPED_AT_RULES.has(unescapeCss(rule.name).toLowerCase()) ||
    CODE_IN_VALUE.test(params) ||
    hasForbiddenAddress(params, siteOrigin)
  );
}

/**
 * Parses the admin's stylesheet with PostCSS and keeps only what cannot fetch from other origins or
 * run code: @import (and @charset, @namespace, @document) are dropped, as are declarations with url()
 * to another origin, expression(), behavior, -moz-binding or javascript:. Selectors that try the same
 * tricks go too. Throws CustomCssError when the text is not CSS at all.
 */
export function cleanCustomCss(input: string, siteOrigin: string): string {
  if (input.trim() === '') return '';
  let root: Root;
  try {
    root = postcss.parse(input);
  } catch (error) {
    const reason = error instanceof Error && 'reason' in error ? String((error as { reason: unknown }).reason) : '';
    throw new CustomCssError(`is not valid CSS${reason ? `: ${reason}` : ''}`);
  }
  root.walkAtRules((rule) => {
    if (isDangerousAtRule(rule, siteOrigin)) rule.remove();
  });
  root.walkRules((rule) => {
    const selector = unescapeCss(rule.selector);
    if (CODE_IN_VALUE.test(selector) || hasForbiddenAddress(selector, siteOrigin)) rule.remove();
  });
  root.walkDecls((decl) => {
    if (isDangerousDeclaration(decl, siteOrigin)) decl.remove();
  });
  // A stylesheet cannot close the <style> or <link> it is served in, but keep the output plain text anyway.
  return root
    .toString()
    .replace(/<\/?style/gi, '')
    .trim();
}
