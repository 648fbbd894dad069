import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLE_ALLOWED_TAGS, isHttpUrl } from '@irl/shared';
import { parse, parseFragment } from 'parse5';
import { sanitizeArticleHtml } from './modules/articles/article-html.js';
import { cleanCustomCss } from './modules/site-settings/custom-css.js';
import { renderIndexHtml, renderPageHtml } from './spa/render-index.js';

/**
 * The browser corpus (frontend/e2e/data/xss-payloads.txt, written from the OWASP and PortSwigger
 * cheat sheets) through each server-side defence: the article sanitiser, the custom CSS cleaner, the
 * URL rule of user-given links and the HTML the server writes around settings and page previews.
 */
const CORPUS_FILE = join(__dirname, '../../frontend/e2e/data/xss-payloads.txt');
const TOKENS: Record<string, string> = { '{TAB}': '\t', '{LF}': '\n', '{CR}': '\r', '{FF}': '\f' };

function loadCorpus(): string[] {
  return readFileSync(CORPUS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line !== '' && line !== '#' && !line.startsWith('# ') && !line.startsWith('## '))
    .map((line) => line.replace(/\{(TAB|LF|CR|FF)\}/g, (token) => TOKENS[token]));
}

const corpus = loadCorpus();

interface ParsedNode {
  tag: string;
  attributes: Record<string, string>;
}

/** Every element of an HTML text, as a browser builds the tree (parse5 follows the HTML standard). */
function elementsOf(html: string, whole = false): ParsedNode[] {
  const nodes: ParsedNode[] = [];
  type Node = {
    nodeName: string;
    tagName?: string;
    attrs?: Array<{ name: string; value: string }>;
    childNodes?: Node[];
    content?: Node;
  };
  const visit = (node: Node) => {
    if (node.tagName) {
      nodes.push({
        tag: node.tagName,
        attributes: Object.fromEntries((node.attrs ?? []).map((a) => [a.name, a.value])),
      });
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(whole ? parse(html) : parseFragment(html));
  return nodes;
}

/** Browsers drop these from a URL before reading its scheme. */
const schemeOf = (url: string) => {
  const kept = Array.from(url).filter(
    (char) => char.charCodeAt(0) > 0x20 && (char.charCodeAt(0) < 0x7f || char.charCodeAt(0) > 0x9f),
  );
  return /^([a-z][a-z0-9+.-]*):/i.exec(kept.join(''))?.[1];
};

describe('the XSS corpus', () => {
  it('holds at least 200 distinct payloads', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(200);
    expect(new Set(corpus).size).toBe(corpus.length);
  });

  it.each(corpus.map((payload) => [payload]))('article HTML keeps nothing dangerous of %j', (payload) => {
    const cleaned = sanitizeArticleHtml(`<p>before</p>${payload}<p>after</p>`);
    for (const node of elementsOf(cleaned)) {
      expect(ARTICLE_ALLOWED_TAGS).toContain(node.tag);
      const names = Object.keys(node.attributes);
      expect(names.every((name) => node.tag === 'a' && (name === 'href' || name === 'target'))).toBe(true);
      if (node.attributes.href !== undefined) {
        expect([undefined, 'http', 'https', 'mailto']).toContain(schemeOf(node.attributes.href)?.toLowerCase());
        expect(node.attributes.href).not.toMatch(/^\s*\/\//);
      }
    }
    // Cleaning is stable: what is stored cleans to itself, so display-side cleaning sees the same.
    expect(sanitizeArticleHtml(cleaned)).toBe(cleaned);
  });

  it('refuses every script-bearing URL of the corpus as a user-given link', () => {
    const urls = corpus
      .flatMap((payload) => [...payload.matchAll(/(?:href|src|action|data)\s*=\s*["']?([^"'\s>]+)/gi)])
      .map((match) => match[1])
      .filter((url) => !/^https?:\/\//i.test(url));
    expect(urls.length).toBeGreaterThan(40);
    for (const url of urls) expect(isHttpUrl(url)).toBe(false);
    for (const payload of corpus) {
      if (!/^https?:\/\/[a-z0-9.-]+(\/\S*)?$/i.test(payload)) expect(isHttpUrl(payload)).toBe(false);
    }
  });

  it.each(corpus.map((payload) => [payload]))(
    'site title and description stay text in the served page: %j',
    (payload) => {
      const template =
        '<html><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
      const html = renderIndexHtml(
        template,
        {
          siteTitle: payload,
          siteDescription: payload,
          darkModeDefault: false,
          allowThemeSwitching: true,
          customCssUrl: null,
          contactEmail: null,
        },
        'https://wiki.example',
      );
      const page = renderPageHtml(
        html,
        { title: payload, description: payload, type: 'article', image: payload },
        { siteTitle: payload, publicUrl: 'https://wiki.example', path: `/article/1?${payload}` },
      );
      for (const output of [html, page]) {
        const nodes = elementsOf(output, true);
        const scripts = nodes.filter((node) => node.tag === 'script');
        expect(scripts.every((node) => node.attributes.type === 'application/json')).toBe(true);
        for (const node of nodes) {
          expect(['html', 'head', 'title', 'meta', 'link', 'script', 'body', 'div']).toContain(node.tag);
          expect(Object.keys(node.attributes).filter((name) => name.startsWith('on'))).toEqual([]);
        }
      }
    },
  );
});

describe('custom CSS', () => {
  const origin = 'https://wiki.example';
  const breakouts = [
    '</style><script>alert(1)</script>',
    '</STYLE><img src=x onerror=alert(1)>',
    'a{}</style ><svg onload=alert(1)>',
    'a{content:"</style><script>alert(1)</script>"}',
    '/* </style><script>alert(1)</script> */ a{color:red}',
    'a{background:url("</style><script>alert(1)</script>")}',
  ];

  it.each(breakouts.map((css) => [css]))('cannot close the element it is served in: %j', (css) => {
    let cleaned = '';
    try {
      cleaned = cleanCustomCss(css, origin);
    } catch {
      return; // Not CSS at all: refused as a 400, nothing stored.
    }
    // Served as its own text/css file; should it ever be inlined, it still cannot end the element.
    expect(cleaned).not.toMatch(/<\/style/i);
  });

  it.each([
    ['@import', '@import url("https://evil.example/x.css"); a{color:red}'],
    ['javascript url', 'a{background:url("javascript:alert(1)")}'],
    ['escaped javascript url', 'a{background:url("java\\73 cript:alert(1)")}'],
    ['expression', 'p{width:expression(alert(1))}'],
    ['escaped expression', 'p{width:e\\78 pression(alert(1))}'],
    ['behavior', 'div{behavior:url(x.htc)}'],
    ['-moz-binding', 'div{-moz-binding:url(http://evil.example/x.xml#x)}'],
    ['vbscript', 'a{background:url(vbscript:msgbox(1))}'],
    ['other origin', 'a{background:url(https://evil.example/track.png)}'],
    ['image-set', 'a{background:image-set("https://evil.example/x.png" 1x)}'],
  ])('drops %s', (_name, css) => {
    const cleaned = cleanCustomCss(css, origin);
    expect(cleaned).not.toMatch(/@import|javascript|expression|behavior|binding|vbscript|evil\.example/i);
  });
});
