import { type Browser, type BrowserContext, expect, type Page, test } from './support/test';
import { generate } from 'otplib';
import { openAsRoot, signInWithDiscord } from './support/sign-in';
import { confirmIn } from './support/confirm';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

/** The authenticator app's code `steps` periods of 30 s from now. */
const totp = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * Signs in through the stand-in Discord popup with a fixed provider account id, so a second sign-in is
 * the same account returning (the shared helper's popup makes up a new id each time).
 */
async function signInAsDiscordAccount(browser: Browser, accountId: string, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Discord' }).click();
  const popup = await popupPromise;
  await popup.getByLabel('Account ID').fill(accountId);
  await popup.getByLabel('Username').fill(username);
  await popup.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
  await popup.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible({ timeout: 20_000 });
  return page;
}

async function userIdOf(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/user');
  return ((await response.json()) as { user: { id: string } }).user.id;
}

test.describe('badges and the admins second factor', () => {
  const contexts: BrowserContext[] = [];
  const track = (page: Page) => {
    contexts.push(page.context());
    return page;
  };
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  test('an admin awards a badge by hand and it shows on the member profile', async ({ browser }) => {
    const username = `badged_${run}`;
    const member = track(await signInWithDiscord(browser, username, `Badged ${run}`));
    const admin = track(await openAsRoot(browser, '/admin/user-tools'));

    await admin.getByRole('tab', { name: 'Badge System' }).click();
    const catalogue = admin.getByRole('list', { name: 'Badge catalogue' });
    await expect(catalogue).toContainText('Community Hero');
    await expect(catalogue).toContainText('First Article');
    const heroCount = admin.getByTestId('badge-count-community-hero');
    const before = Number((await heroCount.locator('span').first().textContent())?.replace(/\D/g, '') ?? '0');

    await admin.getByLabel('Search users').fill(username);
    await admin
      .getByRole('list', { name: 'Matching users' })
      .getByRole('button', { name: new RegExp(username) })
      .click();
    await admin.getByRole('button', { name: 'Award Community Hero' }).click();
    await expect(admin.getByText('Badge awarded').first()).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Revoke Community Hero' })).toBeVisible();
    await expect(heroCount).toContainText(String(before + 1));

    await member.goto('/profile');
    await expect(member.getByRole('list', { name: 'Badges' })).toContainText('Community Hero');
  });

  test('an admin creates a badge, awards it, takes it back once confirmed and retires it', async ({ browser }) => {
    test.setTimeout(90_000);
    const username = `newbadge_${run}`;
    const name = `Archive Keeper ${run}`;
    const member = track(await signInWithDiscord(browser, username, `New Badge ${run}`));
    const admin = track(await openAsRoot(browser, '/admin/user-tools?tab=badges'));

    await admin.getByRole('button', { name: 'New Badge' }).click();
    const form = admin.getByRole('dialog', { name: 'New badge' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Catalogued a hundred old streams.');
    await form.getByLabel('Icon').fill('not an emoji');
    await form.getByRole('button', { name: 'Create Badge' }).click();
    await expect(form.getByText('icon must be exactly one emoji')).toBeVisible();
    await form.getByLabel('Icon').fill('🗄️');
    await form.getByRole('button', { name: 'Create Badge' }).click();
    await expect(admin.getByText('Badge created').first()).toBeVisible();
    await expect(form).toBeHidden();
    const catalogue = admin.getByRole('list', { name: 'Badge catalogue' });
    await expect(catalogue).toContainText(name);

    // The same name again, in another case, is refused.
    await admin.getByRole('button', { name: 'New Badge' }).click();
    await form.getByLabel('Name').fill(name.toUpperCase());
    await form.getByLabel('Description').fill('Twice');
    await form.getByLabel('Icon').fill('🗄️');
    await form.getByRole('button', { name: 'Create Badge' }).click();
    await expect(form.getByText('A badge with this name already exists')).toBeVisible();
    await form.getByRole('button', { name: 'Cancel' }).click();

    await admin.getByLabel('Search users').fill(username);
    await admin
      .getByRole('list', { name: 'Matching users' })
      .getByRole('button', { name: new RegExp(username) })
      .click();
    await admin.getByRole('button', { name: `Award ${name}` }).click();
    await expect(admin.getByText('Badge awarded').first()).toBeVisible();
    await member.goto('/profile');
    await expect(member.getByRole('list', { name: 'Badges' })).toContainText(name);

    const revoke = admin.getByRole('button', { name: `Revoke ${name}` });
    await revoke.click();
    const ask = admin.getByRole('alertdialog', { name: `Revoke ${name} from @${username}?` });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(revoke).toBeFocused();
    await revoke.click();
    await confirmIn(admin, `Revoke ${name} from @${username}?`, 'Revoke Badge');
    await expect(admin.getByText('Badge revoked').first()).toBeVisible();
    await expect(admin.getByRole('button', { name: `Award ${name}` })).toBeVisible();

    await admin.getByRole('button', { name: `Retire ${name}` }).click();
    await confirmIn(admin, `Retire ${name}?`, 'Retire Badge');
    await expect(admin.getByText('Badge retired').first()).toBeVisible();
    // A retired badge is offered to nobody.
    await expect(admin.getByRole('button', { name: `Award ${name}` })).toHaveCount(0);
  });

  test('an admin sets up TOTP and must enter a code after signing in again', async ({ browser }) => {
    // Two sign-ins through the provider popup and a set-up: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const username = `tfa_${run}`;
    // Discord ids are 17 to 20 digits: the stand-in's form refuses a shorter one (as the real ids never are).
    const accountId = `9${Date.now()}`.padEnd(18, '0');
    const first = track(await signInAsDiscordAccount(browser, accountId, username));
    const root = track(await openAsRoot(browser, '/'));
    const promoted = await root.request.post(`/api/admin/users/${await userIdOf(first)}/role`, {
      headers: { Origin: new URL(root.url()).origin },
      data: { role: 'admin' },
    });
    expect(promoted.status(), await promoted.text()).toBe(200);

    await first.goto('/settings/security');
    await first.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await first.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await expect(first.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await first.getByLabel('Code from the app').fill(await totp(secret));
    await first.getByRole('button', { name: 'Turn on' }).click();
    await expect(first.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await first.getByRole('button', { name: 'I have saved them' }).click();
    await expect(first.getByTestId('two-factor-on')).toBeVisible();
    await first.context().close();

    // Signing in again: the code prompt comes before anything else, and the admin tools wait for it.
    const again = track(await signInAsDiscordAccount(browser, accountId, username));
    await expect(again.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
    const refused = await again.request.get('/api/admin/badges');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('SECOND_FACTOR_REQUIRED');

    await again.getByLabel('Code').fill('000000' === (await totp(secret, 1)) ? '111111' : '000000');
    await again.getByRole('button', { name: 'Verify' }).click();
    await expect(again.getByText('That code is not right', { exact: false })).toBeVisible();
    // The next period's code (the first one was spent on the set-up, and a code works once).
    await again.getByLabel('Code').fill(await totp(secret, 1));
    await again.getByRole('button', { name: 'Verify' }).click();
    await expect(again.getByRole('heading', { name: 'Two-factor verification' })).toHaveCount(0);
    await again.goto('/admin/user-tools');
    await again.getByRole('tab', { name: 'Badge System' }).click();
    await expect(again.getByRole('list', { name: 'Badge catalogue' })).toContainText('Community Hero');
  });
});
