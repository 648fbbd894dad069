import { generate } from 'otplib';
import { expect, type Page, test } from './support/test';
import { openAsRoot, signInWithDiscord } from './support/sign-in';
import { confirmIn } from './support/confirm';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

/** The count the Role Management card of `role` shows. */
async function shownCount(page: Page, role: string): Promise<number> {
  const label = await page.getByLabel(new RegExp(`^${role}: \\d+ accounts?$`)).getAttribute('aria-label');
  return Number(/: (\d+)/.exec(label ?? '')?.[1]);
}

test.describe('admin user tools, the queue dashboard and feature switches', () => {
  // Several browser contexts and sign-ins per test.
  test.describe.configure({ timeout: 120_000 });

  test('an admin bans a user found by e-mail with Bulk Actions; the user is signed out', async ({ browser }) => {
    const username = `bulk_${run}`;
    const target = await signInWithDiscord(browser, username, `Bulk Target ${run}`);
    const admin = await openAsRoot(browser, '/admin/user-tools');
    try {
      await admin.getByRole('tab', { name: 'Bulk Actions' }).click();
      await admin.getByRole('button', { name: 'Apply to selected' }).click();
      await expect(admin.getByText('No users selected').first()).toBeVisible();

      await admin.getByLabel('Search users').fill(`${username}@example.com`);
      const users = admin.getByRole('list', { name: 'Users' }).getByRole('listitem');
      await expect(users).toHaveCount(1);
      await users.first().getByRole('checkbox').check();
      await expect(admin.getByText('1 user selected')).toBeVisible();
      await admin.getByLabel('Action', { exact: true }).selectOption('ban');
      await admin.getByLabel('Reason', { exact: true }).selectOption({ label: 'Spam' });
      await admin.getByLabel('Note').fill('Link spam in comments');
      await admin.getByLabel('Length').selectOption({ label: 'Until an admin lifts it' });
      await admin.getByRole('button', { name: 'Apply to selected' }).click();
      // A bulk action asks first.
      await confirmIn(admin, 'Ban 1 user?', 'Ban Users');
      await expect(admin.getByText('Bulk action completed').first()).toBeVisible();
      await expect(users.first().getByText('banned', { exact: true })).toBeVisible();

      // The ban ended the user's sessions: the next check shows the reason on the landing page.
      await target.reload();
      await expect(target.getByRole('button', { name: /^Account menu for / })).toHaveCount(0, { timeout: 15_000 });
    } finally {
      await admin.context().close();
      await target.context().close();
    }
  });

  test('Role Management counts follow a promotion done with Bulk Actions', async ({ browser }) => {
    const username = `promo_${run}`;
    const member = await signInWithDiscord(browser, username, `Promo ${run}`);
    await member.context().close();
    const admin = await openAsRoot(browser, '/admin/user-tools');
    try {
      const counts = await admin.request.get('/api/admin/roles');
      expect(counts.status()).toBe(200);
      const byRole = Object.fromEntries(
        ((await counts.json()) as { name: string; count: number }[]).map((role) => [role.name, role.count]),
      );

      await admin.getByRole('tab', { name: 'Role Management' }).click();
      const before = { User: await shownCount(admin, 'User'), Moderator: await shownCount(admin, 'Moderator') };
      expect(before).toEqual({ User: byRole.User, Moderator: byRole.Moderator });

      await admin.getByRole('tab', { name: 'Bulk Actions' }).click();
      await admin.getByLabel('Search users').fill(username);
      const users = admin.getByRole('list', { name: 'Users' }).getByRole('listitem');
      await expect(users).toHaveCount(1);
      await users.first().getByRole('checkbox').check();
      await admin.getByLabel('Action', { exact: true }).selectOption('promote');
      await admin.getByRole('button', { name: 'Apply to selected' }).click();
      await confirmIn(admin, 'Promote 1 user to moderator?', 'Promote Users');
      await expect(admin.getByText('Bulk action completed').first()).toBeVisible();

      await admin.getByRole('tab', { name: 'Role Management' }).click();
      await expect(admin.getByLabel(new RegExp(`^Moderator: ${before.Moderator + 1} accounts?$`))).toBeVisible();
      await expect(admin.getByLabel(new RegExp(`^User: ${before.User - 1} accounts?$`))).toBeVisible();
    } finally {
      await admin.context().close();
    }
  });

  test('the queue dashboard opens for an admin and is refused to a member', async ({ browser }) => {
    const admin = await openAsRoot(browser, '/admin/system-settings');
    const member = await signInWithDiscord(browser, `queues_${run}`, `Queues ${run}`);
    try {
      const opened = await admin.goto('/admin/queues');
      expect(opened?.status()).toBe(200);
      await expect(admin.getByText('mass-messaging').first()).toBeVisible({ timeout: 20_000 });
      await expect(admin.getByText('notifications').first()).toBeVisible();

      const refused = await member.goto('/admin/queues');
      expect(refused?.status()).toBe(403);
      await expect(member.getByText('mass-messaging')).toHaveCount(0);
    } finally {
      await admin.context().close();
      await member.context().close();
    }
  });

  test('with a second factor required, a new admin acts as a member until they set one up', async ({ browser }) => {
    const root = await openAsRoot(browser, '/admin/system-settings');
    const origin = new URL(root.url()).origin;
    const current = (await (await root.request.get('/api/admin/security-settings')).json()) as Record<string, unknown>;
    const saveSecurity = async (require2FA: boolean) => {
      const saved = await root.request.put('/api/admin/security-settings', {
        headers: { Origin: origin },
        data: { ...current, require2FA },
      });
      expect(saved.status(), await saved.text()).toBe(200);
    };
    const admin = await signInWithDiscord(browser, `must2fa_${run}`, `Must Enrol ${run}`);
    try {
      await saveSecurity(true);
      const me = (await (await admin.request.get('/api/auth/user')).json()) as { user: { id: string } };
      const promoted = await root.request.post(`/api/admin/users/${me.user.id}/role`, {
        headers: { Origin: origin },
        data: { role: 'admin' },
      });
      expect(promoted.status(), await promoted.text()).toBe(200);

      // Until the set-up, the session has a member's rights, and the site shows only what they allow.
      await admin.goto('/');
      await expect(admin.getByText('Two-factor authentication is required for administrators.')).toBeVisible();
      await admin.getByRole('button', { name: /^Account menu for / }).click();
      await expect(admin.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
      await expect(admin.getByRole('menuitem', { name: 'Admin Tools' })).toHaveCount(0);
      await admin.keyboard.press('Escape');
      await admin.goto('/admin');
      await expect(admin.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      expect((await admin.goto('/admin/queues'))?.status()).toBe(403);

      // The set-up on the Security tab: new, longer recovery codes, then the admin tools open.
      await admin.goto('/settings/security');
      await admin.getByRole('button', { name: 'Set up two-factor authentication' }).click();
      const secret = (await admin.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
      await admin.getByLabel('Code from the app').fill(await generate({ secret }));
      await admin.getByRole('button', { name: 'Turn on' }).click();
      const codes = admin.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      expect(await codes.first().textContent()).toMatch(/^[0-9a-f]{5}(-[0-9a-f]{5}){3}$/);
      await admin.getByRole('button', { name: 'I have saved them' }).click();
      await expect(admin.getByTestId('recovery-codes-left')).toHaveText('10 recovery codes left.');
      await expect(admin.getByText('Two-factor authentication is required for administrators.')).toHaveCount(0);
      await admin.goto('/admin/user-tools');
      await expect(admin.getByRole('tab', { name: 'Badge System' })).toBeVisible();
    } finally {
      await saveSecurity(false);
      await admin.context().close();
      await root.context().close();
    }
  });

  test('Flair Store set to admins only hides the Store from a member and the server refuses it', async ({
    browser,
  }) => {
    const member = await signInWithDiscord(browser, `store_${run}`, `Store Member ${run}`);
    const admin = await openAsRoot(browser, '/admin/system-settings?tab=features');
    const storeSwitch = admin.getByRole('switch', { name: 'Flair Store' });
    try {
      await expect(member.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' })).toBeVisible();
      await expect(storeSwitch).toHaveAttribute('aria-checked', 'false');
      // The switch asks first: cancelled, nothing changes and focus is back on the switch.
      await storeSwitch.click();
      await admin
        .getByRole('alertdialog', { name: 'Make Flair Store admin only?' })
        .getByRole('button', { name: 'Cancel' })
        .click();
      await expect(storeSwitch).toBeFocused();
      await expect(storeSwitch).toHaveAttribute('aria-checked', 'false');
      await storeSwitch.click();
      await confirmIn(admin, 'Make Flair Store admin only?', 'Make Admin Only');
      await expect(admin.getByText('Flair Store is now for admins only.').first()).toBeVisible();
      await expect(storeSwitch).toHaveAttribute('aria-checked', 'true');

      await member.reload();
      const nav = member.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Browse' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Store' })).toHaveCount(0);
      await member.getByRole('button', { name: /^Account menu for / }).click();
      await expect(member.getByRole('menuitem', { name: 'Store' })).toHaveCount(0);
      await member.keyboard.press('Escape');
      await member.goto('/store');
      await expect(member.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

      const refused = await member.request.get('/api/store/items');
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe('This feature is available to admins only.');
      const stillOpen = await admin.request.get('/api/store/items');
      expect(stillOpen.status()).toBe(200);
    } finally {
      if ((await storeSwitch.getAttribute('aria-checked')) === 'true') {
        await storeSwitch.click();
        await confirmIn(admin, 'Open Flair Store to everyone?', 'Open to Everyone');
        await expect(storeSwitch).toHaveAttribute('aria-checked', 'false');
      }
      await admin.context().close();
      await member.context().close();
    }
  });
});
