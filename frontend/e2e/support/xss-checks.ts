import { type APIRequestContext, expect, type Locator, type Page } from './test';

/* The checks of the XSS corpus: what a payload can do to a page, and how the spec looks for it. */

/** Trap every way a payload can signal, in every frame, before any page script runs. */
export const TRAP = `(() => {
  const hit = (how) => {
    window.__xss = window.__xss || how;
    try { top.__xss = top.__xss || how; } catch {}
  };
  for (const name of ['alert', 'confirm', 'prompt', 'print']) {
    Object.defineProperty(window, name, { value: () => hit(name), configurable: true, writable: true });
  }
})();`;

/**
 * Client-side navigation (the router follows popstate): the app is loaded once per context and
 * each screen only fetches its data, which keeps the many screens of this spec fast.
 */
export async function open(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

export function watchDialogs(page: Page, seen: string[]) {
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}

/**
 * Finds what must never reach the page from user content: event-handler attributes, script-bearing
 * URLs (after the whitespace and control characters browsers ignore), srcdoc, CSS expressions, and
 * elements that embed documents or run code. The app itself renders none of them.
 */
export function findDangerous(): string[] {
  const found: string[] = [];
  const urlAttributes = new Set([
    'href',
    'src',
    'action',
    'formaction',
    'xlink:href',
    'data',
    'background',
    'dynsrc',
    'lowsrc',
    'poster',
    'code',
    'values',
    'to',
    'from',
    'by',
  ]);
  const scriptScheme = /^(?:javascript|vbscript|livescript|mocha|data):/i;
  const safeData = /^data:image\/(?:png|gif|jpe?g|webp|avif)[;,]/i;
  for (const element of Array.from(document.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces around and inside a URL's scheme.
      const value = Array.from(attribute.value)
        .filter((char) => char.charCodeAt(0) > 0x20 && (char.charCodeAt(0) < 0x7f || char.charCodeAt(0) > 0xa0))
        .join('');
      const where = `<${element.tagName.toLowerCase()} ${name}="${attribute.value.slice(0, 60)}">`;
      if (name.startsWith('on') || name === 'srcdoc' || name === 'formaction') found.push(where);
      else if (urlAttributes.has(name) && scriptScheme.test(value) && !safeData.test(value)) found.push(where);
      else if (name === 'style' && /expression\(|javascript:|behavior|binding/i.test(attribute.value)) {
        found.push(where);
      }
    }
  }
  const tags =
    'iframe, frame, frameset, object, embed, applet, portal, base, math, marquee, isindex, keygen, ' +
    'meta[http-equiv], link[rel~="import"], body link, svg script, svg foreignObject, svg animate, svg set, ' +
    'svg handler, template, noscript, xss, body script:not([type="application/json"])';
  for (const element of Array.from(document.querySelectorAll(tags))) {
    found.push(`<${element.tagName.toLowerCase()}> in ${element.parentElement?.tagName.toLowerCase() ?? '?'}`);
  }
  return found;
}

/** Whether anything ran in any frame, and what dangerous markup the page holds. */
export async function expectInert(page: Page, where: string, dialogs: string[]) {
  const flags: unknown[] = [];
  for (const frame of page.frames()) {
    flags.push(await frame.evaluate(() => (window as unknown as { __xss?: unknown }).__xss).catch(() => undefined));
  }
  expect(flags.filter(Boolean), `a payload ran on ${where}`).toEqual([]);
  expect(dialogs, `a payload opened a dialog on ${where}`).toEqual([]);
  expect(await page.evaluate(findDangerous), `dangerous markup on ${where}`).toEqual([]);
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The texts show as text: the elements hold each of them, characters and all. Polled, because after
 * a client-side navigation the previous screen may still be on the page for a moment.
 */
export async function expectShownAsText(locator: Locator, texts: string[]) {
  const missing = async () => {
    const shown = squash((await locator.allTextContents()).join(' '));
    return texts.filter((text) => !shown.includes(squash(text))).map((text) => text.slice(0, 60));
  };
  await expect.poll(missing, { timeout: 30_000 }).toEqual([]);
}

export async function call(request: APIRequestContext, origin: string, method: string, url: string, data?: unknown) {
  const response = await request.fetch(url, { method, headers: { Origin: origin }, data });
  expect(response.status(), `${method} ${url}: ${(await response.text()).slice(0, 500)}`).toBeLessThan(300);
  return (await response.json().catch(() => ({}))) as Record<string, unknown>;
}
