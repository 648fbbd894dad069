import type { PublicSiteSettingsDto } from '../modules/site-settings/dto/system-settings.dto.js';
import type { PagePreview } from './page-preview.js';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function setMeta(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  // Vite's build may fold a meta tag over several lines; any earlier form of the tag is replaced whole.
  const tag = `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const existing = new RegExp(`<meta\\s+${attribute}="${key}"[\\s\\S]*?\\/?>`, 'i');
  return existing.test(html)
    ? html.replace(existing, () => tag)
    : html.replace('</head>', () => `    ${tag}\n  </head>`);
}

/**
 * index.html for one visitor: the saved site title and description in the page metadata, the
 * settings the client starts with (JSON, read by lib/site-settings.ts, never executed), and the
 * cleaned custom stylesheet. Crawlers and link previews see the same metadata as the browser tab.
 */
export function renderIndexHtml(template: string, settings: PublicSiteSettingsDto, publicUrl: string): string {
  let html = template.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(settings.siteTitle)}</title>`);
  // Vite's build may fold the multi-line meta tags; normalise both forms by replacing whole tags.
  html = html.replace(/<meta\s+name="description"[\s\S]*?\/?>/i, () => '<meta name="description" content="" />');
  html = html.replace(
    /<meta\s+property="og:description"[\s\S]*?\/?>/i,
    () => '<meta property="og:description" content="" />',
  );
  html = setMeta(html, 'name', 'description', settings.siteDescription);
  html = setMeta(html, 'property', 'og:title', settings.siteTitle);
  html = setMeta(html, 'property', 'og:site_name', settings.siteTitle);
  html = setMeta(html, 'property', 'og:description', settings.siteDescription);
  html = setMeta(html, 'property', 'og:image', absoluteUrl(DEFAULT_IMAGE, publicUrl));
  // '<' escaped so no value can end the script element.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  const extra = [
    feedLinks(settings.siteTitle, SITE_FEEDS),
    `<script id="site-settings" type="application/json">${json}</script>`,
    settings.customCssUrl ? `<link rel="stylesheet" href="${escapeHtml(settings.customCssUrl)}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return html.replace('</head>', () => `    ${extra}\n  </head>`);
}

const DEFAULT_IMAGE = '/og-image.png';
const SITE_FEEDS = { rss: '/feed.xml', atom: '/atom.xml' };

/** The standard link tags that let browsers and feed readers find a page's RSS and Atom feeds. */
function feedLinks(title: string, feeds: { rss: string; atom: string }): string {
  return [
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${title} (RSS)`)}" href="${escapeHtml(feeds.rss)}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`${title} (Atom)`)}" href="${escapeHtml(feeds.atom)}" />`,
  ].join('\n    ');
}

/** Link previews are fetched by other servers, so every address they get is absolute. */
function absoluteUrl(address: string, publicUrl: string): string {
  try {
    return new URL(address, publicUrl).toString();
  } catch {
    return new URL(DEFAULT_IMAGE, publicUrl).toString();
  }
}

/**
 * index.html for one shareable page (an article or an archive entry): the page's own title,
 * description and image in the tab title and the Open Graph and Twitter card tags, and its
 * canonical address, so a link pasted into a chat shows what it points at.
 */
export function renderPageHtml(
  siteHtml: string,
  preview: PagePreview,
  context: { siteTitle: string; publicUrl: string; path: string },
): string {
  const url = absoluteUrl(context.path, context.publicUrl);
  const image = absoluteUrl(preview.image ?? DEFAULT_IMAGE, context.publicUrl);
  let html = siteHtml.replace(
    /<title>[\s\S]*?<\/title>/i,
    () => `<title>${escapeHtml(`${preview.title} - ${context.siteTitle}`)}</title>`,
  );
  html = setMeta(html, 'name', 'description', preview.description);
  html = setMeta(html, 'property', 'og:type', preview.type);
  html = setMeta(html, 'property', 'og:title', preview.title);
  html = setMeta(html, 'property', 'og:description', preview.description);
  html = setMeta(html, 'property', 'og:url', url);
  html = setMeta(html, 'property', 'og:image', image);
  html = setMeta(html, 'name', 'twitter:title', preview.title);
  html = setMeta(html, 'name', 'twitter:description', preview.description);
  html = setMeta(html, 'name', 'twitter:image', image);
  const links = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(preview.feeds ? [feedLinks(`${preview.feeds.title} - ${context.siteTitle}`, preview.feeds)] : []),
  ].join('\n    ');
  return html.replace('</head>', () => `    ${links}\n  </head>`);
}
