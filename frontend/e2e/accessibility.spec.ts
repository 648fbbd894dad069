import { type APIRequestContext, expect, type Page, test } from './support/test';
import {
  type ColorScheme,
  newA11yContext,
  seriousViolations,
  switchColorScheme,
  violationReport,
  waitForSettled,
} from './support/accessibility';
import { batchStatusPath, checkoutPath, massMessageStatusPath, PAYMENT_SUCCESS_PATH } from './support/route-fixtures';
import { signInAsRoot } from './support/sign-in';
import { seededArticle } from './support/seeded-article';
import { pendingSuggestionOf } from './support/suggestions';

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on every screen, for each role that can reach it, in the
 * light and the dark theme: no serious or critical violation. One page per role; the theme is the
 * site's 'system' choice following the emulated colour scheme, so switching needs no reload.
 */

const run = Date.now().toString(36).slice(-6);

type Route = { path: string; name: string };

type Fixtures = {
  articleId: number;
  archivePath: string;
  authorUsername: string;
  authorId: string;
  searchTerm: string;
};

function origin(page: Page): string {
  return new URL(page.url()).origin;
}

/** The seeded article, archive entry and author the screens show (read with a ROOT session of their own). */
async function fixtures(request: APIRequestContext): Promise<Fixtures> {
  const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:5100';
  const root = await request.post('/api/auth/root', { headers: { Origin: new URL(baseUrl).origin } });
  expect(root.status(), await root.text()).toBe(200);
  const article = await seededArticle(request);
  const archive = await request.get('/api/archive?limit=1');
  expect(archive.ok(), await archive.text()).toBe(true);
  const entry = ((await archive.json()) as { items: { type: string; slug: string }[] }).items[0];
  return {
    articleId: article.id,
    archivePath: `/archive/${entry.type}/${entry.slug}`,
    authorUsername: article.author.username,
    authorId: article.author.id,
    searchTerm: article.title.split(/\s+/).find((word) => word.length > 4) ?? article.title,
  };
}

/** Signs a new member up through the stand-in Discord consent popup (the dialog's real flow). */
async function signUp(page: Page, username: string): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Username').fill(username);
  await popup.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await popup.getByLabel('Display name').fill(`A11y ${username}`);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible({ timeout: 20_000 });
  const me = await page.request.get('/api/auth/user');
  return ((await me.json()) as { user: { id: string } }).user.id;
}

/** The server keeps the theme of a signed-in user: 'system' lets the emulated colour scheme decide. */
async function keepSystemTheme(page: Page): Promise<void> {
  const saved = await page.request.patch('/api/settings', {
    headers: { Origin: origin(page) },
    data: { theme: 'system' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/**
 * Visits each route once and checks it in both themes (alternating the order, so each route costs one
 * theme switch, in the page): every rule in the first theme, the colour rules in the second (the rest
 * read the same DOM). Returns every violation found.
 */
async function checkRoutes(page: Page, role: string, routes: Route[]): Promise<string[]> {
  const found: string[] = [];
  let scheme: ColorScheme = 'light';
  for (const route of routes) {
    await page.goto(route.path);
    await waitForSettled(page);
    const order: ColorScheme[] = [scheme, scheme === 'light' ? 'dark' : 'light'];
    for (const [index, next] of order.entries()) {
      await switchColorScheme(page, next);
      const violations = await seriousViolations(page, `${role} ${route.name} ${next}`, { colourOnly: index > 0 });
      // Printed as found too, so a long run shows its findings before it ends.
      for (const violation of violations) console.log(violation);
      found.push(...violations);
      scheme = next;
    }
  }
  return found;
}

/** Checks an open overlay (dialog or menu) in both themes. */
async function checkOverlay(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as ColorScheme[]) {
    await switchColorScheme(page, scheme);
    found.push(...(await seriousViolations(page, `${label} ${scheme}`, { colourOnly: scheme === 'dark' })));
  }
  return found;
}

function signedInRoutes(fx: Fixtures, username: string): Route[] {
  return [
    { path: '/', name: 'home' },
    { path: '/browse', name: 'browse' },
    { path: `/search?q=${encodeURIComponent(fx.searchTerm)}`, name: 'search with results' },
    { path: `/search?q=zzqx${run}nothing`, name: 'search without results' },
    { path: `/article/${fx.articleId}`, name: 'article' },
    { path: `/article/${fx.articleId}/history`, name: 'article history' },
    { path: '/archive', name: 'archive index' },
    { path: '/archive/timeline', name: 'archive timeline' },
    { path: fx.archivePath, name: 'archive entry' },
    { path: '/category/twitch-irl', name: 'category' },
    { path: '/tag/irl', name: 'tag' },
    { path: `/profile/${username}`, name: 'own profile' },
    { path: `/profile/${fx.authorUsername}`, name: 'other profile' },
    { path: '/messages', name: 'messages' },
    { path: '/settings/profile', name: 'settings profile' },
    { path: '/settings/security', name: 'settings security' },
    { path: '/settings/social', name: 'settings social' },
    { path: '/settings/notifications', name: 'settings notifications' },
    { path: '/store?tab=flairs', name: 'store flairs' },
    { path: '/store?tab=points', name: 'store points' },
    { path: '/store?tab=boosts', name: 'store boosts' },
    { path: '/store?tab=premium', name: 'store premium' },
    { path: '/points', name: 'points' },
    { path: '/donate', name: 'donate' },
    { path: '/submissions/new', name: 'contribute' },
    { path: '/submissions', name: 'my submissions' },
    { path: '/create', name: 'editor' },
    { path: `/no-such-page-${run}`, name: '404' },
  ];
}

function expectNoViolations(found: string[]): void {
  expect(found, violationReport(found)).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.1 A/AA, light and dark)', () => {
  // The longest file of the suite: its four walks share nothing, so the two workers split them.
  test.describe.configure({ mode: 'parallel' });

  test('signed out: landing, reading pages, the sign-in dialog and 404', async ({ browser, request }) => {
    test.setTimeout(600_000);
    const { context, page } = await newA11yContext(browser);
    try {
      await page.goto('/');
      const fx = await fixtures(request);
      const found = await checkRoutes(page, 'signed out', [
        { path: '/', name: 'landing' },
        { path: `/article/${fx.articleId}`, name: 'article' },
        { path: `/article/${fx.articleId}/history`, name: 'article history' },
        { path: fx.archivePath, name: 'archive entry' },
        { path: '/category/twitch-irl', name: 'category' },
        { path: '/tag/irl', name: 'tag' },
        { path: '/store', name: 'store (sign in required)' },
        { path: '/donate', name: 'donate' },
        { path: `/no-such-page-${run}`, name: '404' },
      ]);
      await page.goto('/');
      await waitForSettled(page);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await checkOverlay(page, 'signed out sign-in dialog')));
      expectNoViolations(found);
    } finally {
      await context.close();
    }
  });

  test('member: every signed-in screen and the account menu', async ({ browser, request }) => {
    test.setTimeout(600_000);
    const { context, page } = await newA11yContext(browser);
    try {
      const username = `a11y_user_${run}`;
      await signUp(page, username);
      await keepSystemTheme(page);
      const fx = await fixtures(request);
      const suggestion = await pendingSuggestionOf(page, fx.articleId, origin(page));
      const found = await checkRoutes(page, 'member', [
        ...signedInRoutes(fx, username),
        { path: `/article/${fx.articleId}/suggest`, name: 'suggest an edit' },
        { path: `/article/${fx.articleId}/suggestions/${suggestion}`, name: 'own suggested edit' },
        { path: '/admin', name: 'admin (access denied)' },
        { path: await checkoutPath(page), name: 'checkout' },
        { path: PAYMENT_SUCCESS_PATH, name: 'payment success' },
        { path: await batchStatusPath(page, `a11y-member-${run}`), name: 'CSV batch status' },
        { path: `/messages/${fx.authorId}`, name: 'conversation' },
        { path: '/username-conflict', name: 'username conflict support' },
        { path: '/username-conflict-resolution?username=root&platform=discord', name: 'username already exists' },
      ]);
      await page.goto('/');
      await waitForSettled(page);
      await page.getByRole('button', { name: /^Account menu for / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      found.push(...(await checkOverlay(page, 'member account menu')));
      expectNoViolations(found);
    } finally {
      await context.close();
    }
  });

  test('moderator: the screens a moderator uses', async ({ browser, request }) => {
    test.setTimeout(600_000);
    const { context, page } = await newA11yContext(browser);
    const admin = await browser.newContext();
    try {
      const username = `a11y_mod_${run}`;
      const userId = await signUp(page, username);
      const adminPage = await admin.newPage();
      await adminPage.goto('/');
      await signInAsRoot(adminPage);
      const promoted = await adminPage.request.post(`/api/admin/users/${userId}/role`, {
        headers: { Origin: origin(adminPage) },
        data: { role: 'moderator' },
      });
      expect(promoted.status(), await promoted.text()).toBe(200);
      await keepSystemTheme(page);
      const fx = await fixtures(request);
      const found = await checkRoutes(page, 'moderator', [
        { path: '/', name: 'home' },
        { path: `/article/${fx.articleId}`, name: 'article' },
        { path: `/article/${fx.articleId}/history`, name: 'article history' },
        { path: `/profile/${username}`, name: 'own profile' },
        { path: `/profile/${fx.authorUsername}`, name: 'other profile' },
        { path: '/create', name: 'editor' },
        { path: '/submissions/new', name: 'contribute' },
        { path: '/store?tab=boosts', name: 'store boosts' },
      ]);
      expectNoViolations(found);
    } finally {
      await admin.close();
      await context.close();
    }
  });

  test('admin (ROOT): the admin tools, every tab', async ({ browser, request }) => {
    test.setTimeout(600_000);
    const { context, page } = await newA11yContext(browser);
    try {
      await page.goto('/');
      await signInAsRoot(page);
      await keepSystemTheme(page);
      const fx = await fixtures(request);
      const found = await checkRoutes(page, 'admin', [
        { path: '/', name: 'home' },
        { path: '/admin', name: 'admin users' },
        { path: '/admin/content', name: 'admin content' },
        { path: '/admin/website', name: 'admin website' },
        { path: '/admin/analytics', name: 'admin analytics' },
        { path: '/admin/communications?tab=announcements', name: 'communications announcements' },
        { path: '/admin/communications?tab=email-templates', name: 'communications email templates' },
        { path: '/admin/communications?tab=mass-messaging', name: 'communications mass messaging' },
        { path: '/admin/store-management?tab=items', name: 'store admin items' },
        { path: '/admin/store-management?tab=flairs', name: 'store admin flairs' },
        { path: '/admin/store-management?tab=sales', name: 'store admin sales' },
        { path: '/admin/user-tools?tab=bulk', name: 'user tools bulk' },
        { path: '/admin/user-tools?tab=roles', name: 'user tools roles' },
        { path: '/admin/user-tools?tab=badges', name: 'user tools badges' },
        { path: '/admin/system-settings?tab=appearance', name: 'system settings appearance' },
        { path: '/admin/system-settings?tab=security', name: 'system settings security' },
        { path: '/admin/system-settings?tab=database', name: 'system settings database' },
        { path: '/admin/system-settings?tab=health', name: 'system settings health' },
        { path: '/settings/appearance', name: 'settings appearance (flairs)' },
        { path: `/profile/${fx.authorUsername}`, name: 'profile with admin panels' },
        { path: '/contribute', name: 'editor' },
        { path: '/messages', name: 'messages' },
        { path: `/article/${fx.articleId}/edit`, name: 'article edit' },
        { path: await massMessageStatusPath(page, `A11y ${run}`), name: 'mass message status' },
        { path: await batchStatusPath(page, `a11y-admin-${run}`), name: 'CSV batch status' },
      ]);
      expectNoViolations(found);
    } finally {
      await context.close();
    }
  });
});
