import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from './support/test';
import { batchStatusPath, checkoutPath, massMessageStatusPath, PAYMENT_SUCCESS_PATH } from './support/route-fixtures';
import { publishArticle } from './support/articles';
import { signInAsRoot, signInWithDiscord } from './support/sign-in';
import { seededArticle } from './support/seeded-article';
import { pendingSuggestionOf } from './support/suggestions';
import { cn } from '../src/lib/cn';

/**
 * Every screen at phone, tablet and laptop widths in both themes: the page never scrolls sideways,
 * and a full-page screenshot of each is kept in test-results/isolated/layout/<role>-<route>-<width>-<theme>.jpg.
 * One page per role is reused: each route is opened once, then the theme (the app's own localStorage
 * key, announced with the storage event the theme provider follows) and the viewport width change in place.
 */

const WIDTHS = [360, 390, 768, 1366] as const;
const THEMES = ['light', 'dark'] as const;
const THEME_STORAGE_KEY = 'theme';
const PHONE_HEIGHT = 844;
/** LAYOUT_SCREENSHOTS=0 checks the overflow only (a quicker loop while fixing a screen). */
const SCREENSHOTS = process.env.LAYOUT_SCREENSHOTS !== '0';

type Role = 'signed-out' | 'user' | 'admin';
type Route = { name: string; path: string };

/**
 * {article} and {author} stand for a seeded article's id and its author's username (read at run time);
 * {checkout}, {batch} and {mass-message} for a payment, a CSV batch and a mass message the role's user
 * starts through the API before the walk, {suggestion} for the member's pending suggested edit on the
 * article. Every path of src/app/router.tsx a role can open is here.
 */
function routesFor(role: Role): Route[] {
  const reading: Route[] = [
    { name: 'article', path: '/article/{article}' },
    { name: 'article-long-title', path: '/article/{long-article}' },
    { name: 'article-history', path: '/article/{article}/history' },
    { name: 'archive-entry', path: '/archive/event/justin-tv-goes-live' },
    { name: 'category', path: '/category/twitch-irl' },
    { name: 'tag', path: '/tag/irl' },
    { name: 'store', path: '/store' },
    { name: 'donate', path: '/donate' },
    { name: 'not-found', path: '/no-such-page' },
  ];
  if (role === 'signed-out') return [{ name: 'landing', path: '/' }, ...reading];
  const member: Route[] = [
    { name: 'home', path: '/' },
    ...reading,
    { name: 'browse', path: '/browse' },
    { name: 'search', path: '/search?q=stream' },
    { name: 'archive-index', path: '/archive' },
    { name: 'archive-timeline', path: '/archive/timeline' },
    { name: 'profile', path: '/profile' },
    { name: 'profile-other', path: '/profile/{author}' },
    { name: 'messages', path: '/messages' },
    { name: 'points', path: '/points' },
    { name: 'checkout', path: '{checkout}' },
    { name: 'payment-success', path: PAYMENT_SUCCESS_PATH },
    { name: 'batch-status', path: '{batch}' },
    { name: 'conversation', path: '/messages/{authorId}' },
    { name: 'username-conflict', path: '/username-conflict' },
    { name: 'username-conflict-resolution', path: '/username-conflict-resolution?username=root&platform=discord' },
    { name: 'settings-profile', path: '/settings/profile' },
    { name: 'settings-security', path: '/settings/security' },
    { name: 'settings-social', path: '/settings/social' },
    { name: 'settings-notifications', path: '/settings/notifications' },
    { name: 'create', path: '/create' },
    { name: 'article-suggest', path: '/article/{article}/suggest' },
    { name: 'contribute', path: '/contribute' },
    { name: 'submit-entry', path: '/submissions/new' },
    { name: 'my-submissions', path: '/submissions' },
  ];
  if (role === 'user') {
    return [...member, { name: 'article-suggestion', path: '/article/{article}/suggestions/{suggestion}' }];
  }
  return [
    ...member,
    { name: 'article-edit', path: '/article/{article}/edit' },
    { name: 'settings-appearance', path: '/settings/appearance' },
    { name: 'mass-message-status', path: '{mass-message}' },
    ...['', 'users', 'content', 'website', 'analytics'].map((tab) => ({
      name: `admin${tab ? `-${tab}` : ''}`,
      path: `/admin${tab ? `/${tab}` : ''}`,
    })),
    ...['announcements', 'email-templates', 'mass-messaging'].map((tab) => ({
      name: `communications-${tab}`,
      path: `/admin/communications?tab=${tab}`,
    })),
    ...['items', 'flairs', 'sales'].map((tab) => ({
      name: `store-admin-${tab}`,
      path: `/admin/store-management?tab=${tab}`,
    })),
    ...['bulk', 'roles', 'badges'].map((tab) => ({ name: `user-tools-${tab}`, path: `/admin/user-tools?tab=${tab}` })),
    ...['appearance', 'security', 'database', 'health'].map((tab) => ({
      name: `system-settings-${tab}`,
      path: `/admin/system-settings?tab=${tab}`,
    })),
  ];
}

type Fixtures = Record<
  'article' | 'long-article' | 'author' | 'authorId' | 'checkout' | 'batch' | 'mass-message' | 'suggestion',
  string
>;

/**
 * A title that is one long unbroken word, as a streamer's handle or a pasted address is: the worst case for
 * a narrow screen. Every walk writes one before its routes, so its first route (the home page) features it
 * as the newest article, and its own article page is walked too.
 */
const LONG_WORD_TITLE = 'IcePoseidon_CxNetwork_Official_Archive_Tokyo_2017';

async function longTitleArticle(page: Page): Promise<string> {
  const context = await page.context().browser()!.newContext();
  try {
    const root = await context.newPage();
    await root.goto('/');
    await signInAsRoot(root);
    const id = await publishArticle(root, {
      title: LONG_WORD_TITLE,
      content: `<p>${LONG_WORD_TITLE.repeat(2)} is how the archive names the stream.</p>`,
      category: 'Technology',
      tags: ['irl'],
    });
    return String(id);
  } finally {
    await context.close();
  }
}

/**
 * A seeded article and its author (public API), an article with a long unbroken title, and the records only
 * a signed-in role can start; a member also gets a pending suggested edit on the article.
 */
async function loadFixtures(page: Page, role: Role): Promise<Fixtures> {
  const { id, author } = await seededArticle(page.request);
  const fixtures: Fixtures = {
    article: String(id),
    'long-article': await longTitleArticle(page),
    author: author.username,
    authorId: author.id,
    checkout: '',
    batch: '',
    'mass-message': '',
    suggestion: '',
  };
  if (role === 'signed-out') return fixtures;
  fixtures.checkout = await checkoutPath(page);
  fixtures.batch = await batchStatusPath(page, `layout-${role}`);
  if (role === 'admin') fixtures['mass-message'] = await massMessageStatusPath(page, 'Layout walk');
  if (role === 'user') fixtures.suggestion = String(await pendingSuggestionOf(page, id, new URL(page.url()).origin));
  return fixtures;
}

function resolvePath(path: string, fixtures: Fixtures): string {
  return path.replace(/\{([a-zA-Z-]+)\}/g, (_, key: string) => fixtures[key as keyof Fixtures]);
}

/** Waits until the page's own content is in: a heading in <main> and no spinner left there. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main');
        return Boolean(main?.querySelector('h1, h2')) && !main?.querySelector('.animate-spin');
      },
      undefined,
      { timeout: 10_000 },
    )
    // A screen that keeps a spinner (a payment form waiting for its secret) is still measured.
    .catch(() => undefined);
}

async function applyTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    },
    [THEME_STORAGE_KEY, theme] as const,
  );
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /(^|\s)dark(\s|$)/ : /^(?!.*\bdark\b).*$/);
}

/** Null when the page fits; otherwise a description of the elements sticking out past the viewport. */
async function horizontalOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= viewport) return null;
    // An element inside a box that scrolls or clips sideways cannot widen the page, unless it is
    // absolutely positioned against something outside that box (an sr-only label in a scrolling table).
    const clipped = (element: Element) => {
      let escapes = getComputedStyle(element).position === 'absolute';
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (!escapes && style.overflowX !== 'visible') return true;
        if (escapes && style.position !== 'static') {
          if (style.overflowX !== 'visible') return true;
          escapes = style.position === 'absolute';
        }
      }
      return false;
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 4) : [];
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const right = Math.round(element.getBoundingClientRect().right);
      const position = getComputedStyle(element).position;
      return `<${element.tagName.toLowerCase()}${id}${classes.length ? `.${classes.join('.')}` : ''}> ${position} right=${right} "${text}"`;
    };
    const offenders = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      const fixed = getComputedStyle(element).position === 'fixed';
      return box.width > 0 && box.right > viewport + 0.5 && !fixed && !clipped(element);
    });
    // The outermost offenders name the culprit; their children only repeat it.
    const outermost = offenders.filter(
      (element) => !offenders.some((other) => other !== element && other.contains(element)),
    );
    return `scrollWidth ${scrollWidth} > innerWidth ${viewport}: ${outermost.slice(0, 5).map(describe).join('; ') || '(no element found)'}`;
  });
}

/** The narrowest phone at which every tap target must measure at least 24 x 24 CSS px. */
const TOUCH_WIDTH = 390;
const MIN_TARGET = 24;

/**
 * The interactive elements smaller than 24 x 24 CSS px, described, or an empty list. A control's label
 * counts as part of it (a tap on the label works the control); as WCAG 2.5.8 allows, a link inside
 * running text is left out, and so is a small target with nothing else within the 24 px circle around it.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="menuitem"]',
      '[role="option"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    // Visually hidden (a skip link until it has focus, an sr-only input whose label is the target) is no target.
    const clippedAway = (style: CSSStyleDeclaration) =>
      style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    const shown = (element: Element) => {
      if (element.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && !clippedAway(style);
    };
    /** The box a tap lands in: the element, grown by its labels (a sr-only radio's box is its label's). */
    const targetBox = (element: Element) => {
      const boxes = shown(element) ? [element.getBoundingClientRect()] : [];
      if (
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) {
        for (const label of element.labels ?? []) boxes.push(label.getBoundingClientRect());
      }
      const real = boxes.filter((box) => box.width > 2 && box.height > 2);
      if (real.length === 0) return null;
      const left = Math.min(...real.map((box) => box.left));
      const top = Math.min(...real.map((box) => box.top));
      const right = Math.max(...real.map((box) => box.right));
      const bottom = Math.max(...real.map((box) => box.bottom));
      return { left, top, right, bottom, width: right - left, height: bottom - top };
    };
    /** A link that is a run of words inside a sentence (its block holds more text than the link). */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return ((block?.textContent ?? '').trim().length ?? 0) > own;
    };
    type Target = { element: Element; box: NonNullable<ReturnType<typeof targetBox>> };
    const targets: Target[] = [];
    const hasLabel = (element: Element) =>
      (element instanceof HTMLInputElement || element instanceof HTMLSelectElement) &&
      (element.labels?.length ?? 0) > 0;
    for (const element of document.querySelectorAll(selector)) {
      if (!shown(element) && !(hasLabel(element) && !element.closest('[aria-hidden="true"], [inert]'))) continue;
      const box = targetBox(element);
      if (box) targets.push({ element, box });
    }
    const small = targets.filter(
      ({ element, box }) => (box.width < min - 0.5 || box.height < min - 0.5) && !inRunningText(element),
    );
    // The spacing exception: a 24 px circle centred on the small target touches no other target.
    const radius = min / 2;
    const crowded = small.filter(({ element, box }) => {
      const cx = (box.left + box.right) / 2;
      const cy = (box.top + box.bottom) / 2;
      return targets.some((other) => {
        if (other.element === element || other.element.contains(element) || element.contains(other.element)) {
          return false;
        }
        const dx = Math.max(other.box.left - cx, 0, cx - other.box.right);
        const dy = Math.max(other.box.top - cy, 0, cy - other.box.bottom);
        return Math.hypot(dx, dy) < radius;
      });
    });
    return crowded.map(({ element, box }) => {
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3) : [];
      return `<${element.tagName.toLowerCase()}${classes.length ? `.${classes.join('.')}` : ''}> "${name.slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`;
    });
  }, MIN_TARGET);
}

/**
 * Opens the route in a known theme. A signed-in page adopts the theme saved on the server ('system', which
 * is light in these contexts, see rolePage) a moment after it loads, so the page is opened with dark stored locally and counts as
 * settled once it has turned light: later theme changes cannot race that adoption.
 */
async function openRoute(page: Page, role: Role, path: string): Promise<void> {
  const signedIn = role !== 'signed-out';
  if (signedIn) await page.evaluate((key) => window.localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
  await page.setViewportSize({ width: WIDTHS[0], height: PHONE_HEIGHT });
  await page.goto(path);
  if (signedIn) await expect(page.locator('html')).not.toHaveClass(/\bdark\b/, { timeout: 20_000 });
  await settle(page);
}

/** Opens the route once, then checks (and photographs) it in each theme at each width. */
async function checkRoute(page: Page, role: Role, route: Route, fixtures: Fixtures): Promise<string[]> {
  const failures: string[] = [];
  const shotsDir = screenshotsDir();
  const path = resolvePath(route.path, fixtures);
  await openRoute(page, role, path);
  for (const theme of THEMES) {
    await applyTheme(page, theme);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 1024 ? PHONE_HEIGHT : 768 });
      const overflow = await horizontalOverflow(page);
      if (overflow) failures.push(`${role} ${path} at ${width}px (${theme}): ${overflow}`);
      if (theme === THEMES[0]) {
        const split = await splitWords(page);
        if (split.length > 0)
          failures.push(`${role} ${path} at ${width}px: words split across lines: ${split.join('; ')}`);
      }
      if (width === TOUCH_WIDTH && theme === THEMES[0]) {
        const small = await smallTargets(page);
        if (small.length > 0) failures.push(`${role} ${path} at ${width}px: targets under 24x24: ${small.join('; ')}`);
        const conflicting = await conflictingUtilities(page);
        if (conflicting.length > 0)
          failures.push(`${role} ${path}: utilities that cancel out: ${conflicting.join('; ')}`);
      }
      if (SCREENSHOTS) {
        // JPEG: several times quicker to encode than PNG for hundreds of full-page shots, and plenty to review layout.
        await page.screenshot({
          path: join(shotsDir, `${role}-${route.name}-${width}-${theme}.jpg`),
          fullPage: true,
          type: 'jpeg',
          quality: 40,
        });
      }
    }
  }
  return failures;
}

/**
 * Words of up to 13 characters cut across two lines (a word as the browser breaks lines: between spaces and
 * after hyphens and dashes; an address is one word). Text wraps anywhere inside a word (index.css), so a long
 * handle or address never widens the page; an ordinary word is only cut when its box was squeezed narrower
 * than the word, e.g. a name beside a badge in a row that does not wrap ("Premiu|m"). 13 covers the
 * interface's own words ("Notifications", "Administrator") and leaves out the longer handles that journeys
 * running beside this one create, which may show up on any list.
 */
async function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[^\s\-\u2013\u2014]{3,13}(?![^\s\-\u2013\u2014])/g)) {
        if (match.index > 0 && !/[\s\-\u2013\u2014]/.test(text[match.index - 1])) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size < 2) continue;
        const element = node.parentElement!;
        const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 3) : [];
        found.add(
          `"${match[0]}" in <${element.tagName.toLowerCase()}${classes.length ? `.${classes.join('.')}` : ''}>`,
        );
      }
    }
    return [...found].slice(0, 5);
  });
}

/**
 * Class lists holding two utilities for one property (`w-full w-32`): the stylesheet's order, not the
 * author, decides which applies. The app's own `cn` removes the earlier one, so a list that `cn` would
 * change was built without it (a template string) and one of its utilities is dead.
 */
async function conflictingUtilities(page: Page): Promise<string[]> {
  const lists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('[class]')].map((element) => element.getAttribute('class') ?? '')),
  ]);
  return lists
    .map((list) => list.split(/\s+/).filter(Boolean).join(' '))
    .filter((list) => cn(list) !== list)
    .map((list) => `"${list}" (cn keeps "${cn(list)}")`);
}

/** test-results/<project>/layout: emptied with the rest of the project's output at the start of a run. */
function screenshotsDir(): string {
  const dir = join(test.info().project.outputDir, 'layout');
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function rolePage(browser: Browser, role: Role): Promise<{ page: Page; context: BrowserContext }> {
  let page: Page;
  if (role === 'user') {
    page = await signInWithDiscord(browser, 'layout_member', 'Layout Member');
  } else {
    page = await (await browser.newContext()).newPage();
    await page.goto('/');
  }
  const context = page.context();
  if (role === 'admin') await signInAsRoot(page);
  if (role !== 'signed-out') {
    // The theme saved on the server, which every page load adopts (the checks then switch it locally only):
    // 'system' follows the context's light colour scheme, and it is what the accessibility walk, running
    // beside this one as ROOT too, saves.
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/settings', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ theme: 'system' }),
      });
      return response.status;
    });
    expect(status).toBe(200);
  }
  return { page, context };
}

for (const role of ['signed-out', 'user', 'admin'] as const) {
  test.describe(`layout for ${role} at 360, 390, 768 and 1366 px in light and dark`, () => {
    // One signed-in page per role, reused by every route (a failing route restarts the worker, which signs in again).
    let context: BrowserContext;
    let page: Page;
    let fixtures: Fixtures;

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(90_000);
      ({ page, context } = await rolePage(browser, role));
      fixtures = await loadFixtures(page, role);
    });

    test.afterAll(async () => {
      await context?.close();
    });

    for (const route of routesFor(role)) {
      test(`${route.name} (${route.path}) does not scroll sideways`, async () => {
        test.setTimeout(60_000);
        const failures = await checkRoute(page, role, route, fixtures);
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  });
}

test.describe('the header on a phone', () => {
  test('at 390 px the menu sheet searches and reaches Browse; Escape closes it and focus returns', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: PHONE_HEIGHT } });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await signInAsRoot(page);
      await page.reload();
      const brand = page.getByTestId('site-brand');
      await expect(brand).toBeVisible();
      // The brand stays on one line.
      const lineHeight = await brand.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await brand.boundingBox())!.height).toBeLessThanOrEqual(lineHeight + 1);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

      // While the sheet is open the rest of the page is hidden from assistive technology, so the
      // button is found by its label rather than its role.
      const menuButton = page.locator('button[aria-label="Open menu"]');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await menuButton.click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(sheet.getByRole('link', { name: 'Browse' })).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Admin Tools' })).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Dark' })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(menuButton).toBeFocused();

      await menuButton.click();
      await sheet.getByRole('searchbox', { name: 'Search articles' }).fill('stream');
      await sheet.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
      await expect(page).toHaveURL(/\/search\?q=stream$/);
      await expect(sheet).toBeHidden();

      await menuButton.click();
      await sheet.getByRole('link', { name: 'Browse' }).click();
      await expect(page).toHaveURL(/\/browse$/);
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("a visitor's sheet has no member links and offers Sign In", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: PHONE_HEIGHT } });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expect(sheet.getByRole('link', { name: 'Browse' })).toHaveCount(0);
      await expect(sheet.getByRole('link', { name: 'Admin Tools' })).toHaveCount(0);
      await sheet.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('button', { name: 'Continue with Discord' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
