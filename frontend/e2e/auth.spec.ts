import { expect, type Page, test } from './support/test';
import { signInWithDiscord } from './support/sign-in';

type Platform = 'Google' | 'Discord' | 'Steam';

const unique = () => `${Date.now().toString().slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

/** Fills the stand-in consent page with a fresh identity and returns the name the header should show. */
async function consent(popup: Page, platform: Platform, id: string): Promise<void> {
  await popup.waitForLoadState();
  if (platform === 'Google') {
    await popup.getByLabel('Email', { exact: true }).fill(`e2e.google.${id}@example.com`);
    await popup.getByLabel('First name').fill('Gina');
    await popup.getByLabel('Last name').fill(`Tester${id}`);
  } else if (platform === 'Discord') {
    await popup.getByLabel('Username').fill(`e2e_discord_${id}`);
    await popup.getByLabel('Email', { exact: true }).fill(`e2e.discord.${id}@example.com`);
  } else {
    await popup.getByLabel('Persona name').fill(`e2e_steam_${id}`);
  }
  await popup.getByRole('button', { name: 'Continue' }).click();
}

async function signInWith(page: Page, platform: Platform, id: string): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The Ultimate IRL Stream History' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const popupPromise = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: `Continue with ${platform}` }).click();
  const popup = await popupPromise;
  await consent(popup, platform, id);
  await settle(popup);
}

/**
 * After Continue the popup either posts to us and closes, or (when the browser severed the opener on
 * the cross-origin provider page) reports closed to us and finishes in itself: either way close it.
 */
async function settle(popup: Page): Promise<void> {
  await popup.waitForURL(/\/api\/auth\/\w+\/callback|localhost:\d+\/(\?|$|settings)/).catch(() => undefined);
  if (!popup.isClosed()) await popup.close();
}

const userMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

const SECOND: Record<Platform, Platform> = { Google: 'Discord', Discord: 'Steam', Steam: 'Google' };

for (const platform of ['Google', 'Discord', 'Steam'] as const) {
  test(`signs up with ${platform}, links ${SECOND[platform]} and signs out`, async ({ page }) => {
    const id = unique();
    await signInWith(page, platform, id);

    // First sign-in creates the account and lands signed in.
    await expect(userMenu(page)).toBeVisible({ timeout: 15_000 });
    if (platform === 'Google') await expect(userMenu(page)).toHaveAccessibleName(`Account menu for Gina Tester${id}`);
    await expect(page.getByRole('heading', { name: 'The Ultimate IRL Stream History' })).toHaveCount(0);

    // Link a second platform from Settings > Social.
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await page.getByRole('link', { name: 'Social' }).click();
    await expect(page.getByTestId(`connection-${platform.toLowerCase()}`)).toContainText('Primary');
    const second = SECOND[platform];
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Connect ${second}` }).click();
    const popup = await popupPromise;
    await consent(popup, second, unique());
    await settle(popup);
    await expect(page.getByTestId(`connection-${second.toLowerCase()}`)).toContainText('Connected', {
      timeout: 15_000,
    });

    // Sign out returns to the landing page.
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { name: 'The Ultimate IRL Stream History' })).toBeVisible();
    await expect(userMenu(page)).toHaveCount(0);
  });
}

test('the landing page shows the hero and the Login as ROOT block signs in as ROOT', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The Ultimate IRL Stream History' })).toBeVisible();
  await page.getByRole('button', { name: 'Join the Community' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Login as ROOT' }).click();
  await expect(userMenu(page)).toHaveAccessibleName('Account menu for ROOT');
});

test('a signed-out visitor on a signed-in route is sent to the landing page', async ({ page }) => {
  await page.goto('/settings/social');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'The Ultimate IRL Stream History' })).toBeVisible();
});

test('/?signin=1 opens the sign-in dialog', async ({ page }) => {
  await page.goto('/?signin=1');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('a message posted from another window is ignored while signing in', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupPromise;
  // The main window posting to itself is the right origin but not the popup: it must change nothing.
  await page.evaluate(() => window.postMessage({ type: 'oauth-success', redirect: '/settings/social' }, '*'));
  await page.waitForTimeout(500);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Redirecting to authentication...')).toBeVisible();
  await popup.close();
  await expect(page.getByText('Redirecting to authentication...')).toHaveCount(0);
});

test("Social: a provider picture that cannot be loaded shows the platform's letter, not a broken image", async ({
  browser,
}) => {
  const page = await signInWithDiscord(browser, `e2e_avatar_${unique()}`, 'Avatar Tester');
  // The stand-in gives the account a Discord CDN picture; Discord's addresses go stale when the picture changes.
  await page.route('https://cdn.discordapp.com/**', (route) => route.abort('failed'));
  await page.goto('/settings/social');
  const discord = page.getByTestId('connection-discord');
  await expect(discord).toContainText('Connected');
  await expect(discord.getByTestId('connection-letter')).toHaveText('D');
  await expect(discord.locator('img')).toHaveCount(0);
});
