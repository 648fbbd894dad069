import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from './test';
import { type ColorScheme, seriousViolations, switchColorScheme, waitForSettled } from './accessibility';
import { publishArticle } from './articles';
import { conflictingUtilities, horizontalOverflow, smallTargets, splitWords, TOUCH_WIDTH } from './layout-checks';
import { batchStatusPath, checkoutPath, massMessageStatusPath, PAYMENT_SUCCESS_PATH } from './route-fixtures';
import { seededArticle } from './seeded-article';
import { signInAsRoot, signInWithDiscord, signInWithRole } from './sign-in';
import { pendingSuggestionOf } from './suggestions';

/**
 * The screen walk: every screen, for each role that can open it, is opened once and then checked in place
 * for accessibility (axe-core, WCAG 2.0/2.1 A and AA: no serious or critical violation) and layout (no
 * sideways scroll at 360, 390, 768 and 1366 px; tap targets at 390 px; no short word cut across lines; no
 * class list with two utilities for one property), in the light and the dark theme. The theme is the site's
 * 'system' choice following the emulated colour scheme and the width changes with the viewport, so neither
 * reloads the page.
 */

export type WalkRole = 'signed-out' | 'member' | 'moderator' | 'admin';
export type Route = { name: string; path: string };

export const WIDTHS = [360, 390, 768, 1366] as const;
const PHONE_HEIGHT = 844;
const LAPTOP_HEIGHT = 768;
/** Full-page screenshots are for a person to look at; LAYOUT_SCREENSHOTS=0 (the test command) skips them. */
const SCREENSHOTS = process.env.LAYOUT_SCREENSHOTS !== '0';

const run = Date.now().toString(36).slice(-6);

/**
 * The screens each role walks. {article} and {author} stand for a seeded article's id and its author's
 * username (read at run time); {long-article} for an article whose title is one long word; {checkout},
 * {batch} and {mass-message} for a payment, a CSV batch and a mass message the walker starts through the
 * API; {suggestion} for the member's pending suggested edit; {me} for the walker's own username. Every path
 * of src/app/router.tsx a role can open is here.
 */
/** The terms, privacy policy and guidelines, the history and an earlier version: public. */
const LEGAL: Route[] = [
  { name: 'terms', path: '/terms' },
  { name: 'terms-history', path: '/terms/history' },
  { name: 'terms-version', path: '/terms/versions/1' },
  { name: 'privacy', path: '/privacy' },
  { name: 'guidelines', path: '/guidelines' },
];

const READING: Route[] = [
  { name: 'article', path: '/article/{article}' },
  { name: 'article-long-title', path: '/article/{long-article}' },
  { name: 'article-history', path: '/article/{article}/history' },
  { name: 'archive-entry', path: '/archive/event/justin-tv-goes-live' },
  { name: 'request-correction', path: '/request-correction?article={article}' },
  { name: 'category', path: '/category/twitch-irl' },
  { name: 'tag', path: '/tag/irl' },
  { name: 'moderation-log', path: '/moderation-log' },
  ...LEGAL,
  { name: 'store', path: '/store' },
  { name: 'donate', path: '/donate' },
  { name: 'not-found', path: '/no-such-page-{run}' },
];

const SIGNED_IN: Route[] = [
  { name: 'home', path: '/' },
  ...READING,
  { name: 'browse', path: '/browse' },
  { name: 'search', path: '/search?q={search}' },
  { name: 'search-without-results', path: '/search?q=zzqx{run}nothing' },
  { name: 'archive-index', path: '/archive' },
  { name: 'archive-timeline', path: '/archive/timeline' },
  { name: 'profile', path: '/profile' },
  { name: 'profile-other', path: '/profile/{author}' },
  { name: 'messages', path: '/messages' },
  { name: 'conversation', path: '/messages/{authorId}' },
  { name: 'points', path: '/points' },
  ...['flairs', 'points', 'boosts', 'premium'].map((tab) => ({ name: `store-${tab}`, path: `/store?tab=${tab}` })),
  { name: 'checkout', path: '{checkout}' },
  { name: 'payment-success', path: PAYMENT_SUCCESS_PATH },
  { name: 'batch-status', path: '{batch}' },
  { name: 'username-conflict', path: '/username-conflict' },
  { name: 'username-conflict-resolution', path: '/username-conflict-resolution?username=root&platform=discord' },
  ...['profile', 'security', 'social', 'notifications'].map((tab) => ({
    name: `settings-${tab}`,
    path: `/settings/${tab}`,
  })),
  { name: 'create', path: '/create' },
  { name: 'article-suggest', path: '/article/{article}/suggest' },
  { name: 'contribute', path: '/contribute' },
  { name: 'submit-entry', path: '/submissions/new' },
  { name: 'my-submissions', path: '/submissions' },
];

const MODERATOR: Route[] = [
  { name: 'home', path: '/' },
  { name: 'article', path: '/article/{article}' },
  { name: 'article-history', path: '/article/{article}/history' },
  { name: 'request-correction', path: '/request-correction?article={article}' },
  { name: 'profile-own', path: '/profile/{me}' },
  { name: 'profile-other', path: '/profile/{author}' },
  { name: 'create', path: '/create' },
  { name: 'submit-entry', path: '/submissions/new' },
  { name: 'store-boosts', path: '/store?tab=boosts' },
  { name: 'moderation', path: '/moderation' },
  ...LEGAL,
];

/** The admin's own screens: the admin tools, every tab, and what only an admin may open. */
export const ADMIN_TOOLS: Route[] = [
  { name: 'article-edit', path: '/article/{article}/edit' },
  { name: 'settings-appearance', path: '/settings/appearance' },
  { name: 'mass-message-status', path: '{mass-message}' },
  { name: 'moderation', path: '/moderation' },
  ...['', 'users', 'content', 'website', 'support', 'analytics'].map((tab) => ({
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
  ...['appearance', 'features', 'security', 'database', 'health', 'legal'].map((tab) => ({
    name: `system-settings-${tab}`,
    path: `/admin/system-settings?tab=${tab}`,
  })),
];

export function routesFor(role: WalkRole | 'admin-tools'): Route[] {
  switch (role) {
    case 'signed-out':
      return [{ name: 'landing', path: '/' }, ...READING];
    case 'member':
      return [
        ...SIGNED_IN,
        { name: 'profile-own', path: '/profile/{me}' },
        { name: 'article-suggestion', path: '/article/{article}/suggestions/{suggestion}' },
        { name: 'admin-refused', path: '/admin' },
        { name: 'moderation-refused', path: '/moderation' },
      ];
    case 'moderator':
      return MODERATOR;
    case 'admin':
      return SIGNED_IN;
    case 'admin-tools':
      return ADMIN_TOOLS;
  }
}

type FixtureKey =
  | 'article'
  | 'long-article'
  | 'author'
  | 'authorId'
  | 'search'
  | 'me'
  | 'run'
  | 'checkout'
  | 'batch'
  | 'mass-message'
  | 'suggestion';
type Fixtures = Record<FixtureKey, string>;

/** A walker: one page of one role, reused by every route, and the records its screens show. */
export interface Walker {
  role: WalkRole;
  context: BrowserContext;
  page: Page;
  fixtures: Fixtures;
  /** The colour scheme the page shows now: each route starts in it and ends in the other. */
  scheme: ColorScheme;
}

/**
 * A title that is one long unbroken word, as a streamer's handle or a pasted address is: the worst case for
 * a narrow screen. Each walk writes one first, so the home page features it and its article page is walked.
 */
const LONG_WORD_TITLE = 'IcePoseidon_CxNetwork_Official_Archive_Tokyo_2017';

async function longTitleArticle(browser: Browser): Promise<string> {
  const context = await browser.newContext();
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

/** The page of a role: signed in (a new member, a new moderator, or ROOT) with motion reduced. */
async function rolePage(browser: Browser, role: WalkRole): Promise<Page> {
  const options = { reducedMotion: 'reduce', colorScheme: 'light' } as const;
  let page: Page;
  if (role === 'member') {
    page = await signInWithDiscord(browser, `walk_member_${run}`, `Walk Member ${run}`, options);
  } else if (role === 'moderator') {
    page = await signInWithRole(browser, `walk_mod_${run}`, `Walk Moderator ${run}`, 'moderator');
  } else {
    page = await (await browser.newContext(options)).newPage();
    await page.goto('/');
    if (role === 'admin') await signInAsRoot(page);
  }
  const context = page.context();
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  // The site's 'system' theme follows the emulated colour scheme, so switching needs no reload.
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('theme', 'system');
    } catch {
      // Storage unavailable: the site's default ('system') applies anyway.
    }
  });
  if (role !== 'signed-out') {
    // A signed-in page adopts the theme saved on the server: 'system' too (ROOT's is shared by every
    // spec signed in as ROOT, and 'system' is what every walk saves).
    const saved = await page.request.patch('/api/settings', {
      headers: { Origin: new URL(page.url()).origin },
      data: { theme: 'system' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  return page;
}

/** Signs the role in and starts the records its screens need (through the API, as the role). */
export async function startWalk(browser: Browser, role: WalkRole): Promise<Walker> {
  const page = await rolePage(browser, role);
  const { id, title, author } = await seededArticle(page.request);
  const me = role === 'signed-out' ? '' : await ownUsername(page);
  const fixtures: Fixtures = {
    article: String(id),
    'long-article': await longTitleArticle(browser),
    author: author.username,
    authorId: author.id,
    search: encodeURIComponent(title.split(/\s+/).find((word) => word.length > 4) ?? title),
    me,
    run,
    checkout: '',
    batch: '',
    'mass-message': '',
    suggestion: '',
  };
  if (role === 'member' || role === 'admin') {
    fixtures.checkout = await checkoutPath(page);
    fixtures.batch = await batchStatusPath(page, `walk-${role}-${run}`);
  }
  if (role === 'admin') fixtures['mass-message'] = await massMessageStatusPath(page, `Screen walk ${run}`);
  if (role === 'member') fixtures.suggestion = String(await pendingSuggestionOf(page, id, new URL(page.url()).origin));
  return { role, context: page.context(), page, fixtures, scheme: 'light' };
}

async function ownUsername(page: Page): Promise<string> {
  const me = await page.request.get('/api/auth/user');
  expect(me.ok(), await me.text()).toBe(true);
  return ((await me.json()) as { user: { username: string } }).user.username;
}

function resolvePath(path: string, fixtures: Fixtures): string {
  return path.replace(/\{([a-zA-Z-]+)\}/g, (_, key: string) => fixtures[key as FixtureKey]);
}

/** Waits until the page's own content is in: its heading shown, no "Loading" status, no spinner in <main>. */
async function settle(page: Page): Promise<void> {
  await waitForSettled(page);
  await page
    .waitForFunction(() => !document.querySelector('main .animate-spin'), undefined, { timeout: 5_000 })
    // A screen that keeps a spinner (a payment form waiting for its secret) is still measured.
    .catch(() => undefined);
}

async function setWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 1024 ? PHONE_HEIGHT : LAPTOP_HEIGHT });
  // Two frames: what the resize sets off (resize observers, a live update arriving meanwhile) has drawn
  // before the checks measure. Once, a walk measured the messages pane at 768 px as if it had no width.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Opens the route once and checks it: in the scheme the page shows, the layout at every width (narrowest
 * first) and every axe rule at the laptop width; in the other scheme, the colour rules and the layout at
 * every width (widest first). Returns one line per finding.
 */
export async function checkScreen(walker: Walker, route: Route): Promise<string[]> {
  const { page, role } = walker;
  const path = resolvePath(route.path, walker.fixtures);
  const found: string[] = [];
  await setWidth(page, WIDTHS[0]);
  await page.goto(path);
  await settle(page);
  const schemes: ColorScheme[] = [walker.scheme, walker.scheme === 'light' ? 'dark' : 'light'];
  for (const [index, scheme] of schemes.entries()) {
    if (index > 0) {
      await switchColorScheme(page, scheme);
      walker.scheme = scheme;
    }
    const widths = index === 0 ? [...WIDTHS] : [...WIDTHS].reverse();
    for (const [step, width] of widths.entries()) {
      if (step > 0 || index === 0) await setWidth(page, width);
      found.push(...(await layoutFindings(page, `${role} ${path} at ${width}px (${scheme})`, width, index === 0)));
      if (SCREENSHOTS) await screenshot(page, `${role}-${route.name}-${width}-${scheme}`);
      if (width === 1366) {
        const label = `${role} ${route.name} ${scheme}`;
        found.push(...(await seriousViolations(page, label, { colourOnly: index > 0 })));
      }
    }
  }
  return found;
}

/** Overflow at every width; the checks that do not depend on colour only in the first scheme. */
async function layoutFindings(page: Page, where: string, width: number, firstScheme: boolean): Promise<string[]> {
  const found: string[] = [];
  const overflow = await horizontalOverflow(page);
  if (overflow) found.push(`${where}: ${overflow}`);
  if (!firstScheme) return found;
  const split = await splitWords(page);
  if (split.length > 0) found.push(`${where}: words split across lines: ${split.join('; ')}`);
  if (width === TOUCH_WIDTH) {
    const small = await smallTargets(page);
    if (small.length > 0) found.push(`${where}: targets under 24x24: ${small.join('; ')}`);
    const conflicting = await conflictingUtilities(page);
    if (conflicting.length > 0) found.push(`${where}: utilities that cancel out: ${conflicting.join('; ')}`);
  }
  return found;
}

/** An open overlay (dialog or menu), checked by axe in both schemes. */
export async function checkOverlay(walker: Walker, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as ColorScheme[]) {
    await switchColorScheme(walker.page, scheme);
    walker.scheme = scheme;
    found.push(...(await seriousViolations(walker.page, `${label} ${scheme}`, { colourOnly: scheme === 'dark' })));
  }
  return found;
}

/** test-results/<project>/screens: emptied with the rest of the project's output at the start of a run. */
async function screenshot(page: Page, name: string): Promise<void> {
  const dir = join(test.info().project.outputDir, 'screens');
  mkdirSync(dir, { recursive: true });
  // JPEG: several times quicker to encode than PNG for hundreds of full-page shots, and plenty to review layout.
  await page.screenshot({ path: join(dir, `${name}.jpg`), fullPage: true, type: 'jpeg', quality: 40 });
}

/**
 * The walk of one role as a describe block: one page signed in before the routes, one test per route (a
 * failing route restarts the worker, which signs in again and goes on with the next).
 */
export function describeWalk(title: string, role: WalkRole, routes: Route[], extra?: (walker: () => Walker) => void) {
  test.describe(title, () => {
    let walker: Walker | undefined;

    test.beforeAll(async ({ browser }) => {
      test.setTimeout(120_000);
      walker = await startWalk(browser, role);
    });

    test.afterAll(async () => {
      await walker?.context.close();
    });

    for (const route of routes) {
      test(`${route.name} (${route.path})`, async () => {
        test.setTimeout(90_000);
        const found = await checkScreen(walker!, route);
        for (const line of found) console.log(line);
        expect(found, found.join('\n')).toEqual([]);
      });
    }
    extra?.(() => walker!);
  });
}
