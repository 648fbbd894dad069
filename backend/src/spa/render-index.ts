import type { PublicSiteSettingsDto } from '../modules/site-settings/dto/system-settings.dto.js';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function setMeta(html: string, attribute: 'name' | 'property', key: string, content: string): string {
  const tag = `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const existing = new RegExp(`<meta\\s+${attribute}="${key}"[^>]*>`, 'i');
  return existing.test(html)
    ? html.replace(existing, () => tag)
    : html.replace('</head>', () => `    ${tag}\n  </head>`);
}

/**
 * index.html for one visitor: the saved site title and description in the page metadata, the
 * settings the client starts with (JSON, read by lib/site-settings.ts, never executed), and the
 * cleaned custom stylesheet. Crawlers and link previews see the same metadata as the browser tab.
 */
export function renderIndexHtml(template: string, settings: PublicSiteSettingsDto): string {
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
  // '<' escaped so no value can end the script element.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  const extra = [
    `<script id="site-settings" type="application/json">${json}</script>`,
    settings.customCssUrl ? `<link rel="stylesheet" href="${escapeHtml(settings.customCssUrl)}" />` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return html.replace('</head>', () => `    ${extra}\n  </head>`);
}
