import { confirmIn } from './support/confirm';
import { expect, type Page, test } from './support/test';
import { openAsRoot, signInWithDiscord, signInWithRole } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

async function toastWith(page: Page, title: string | RegExp) {
  await expect(page.getByRole('status').filter({ hasText: title }).first()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

for (const width of [1366, 390]) {
  test.describe(`legal documents at ${width} px`, () => {
    test('an admin publishes new terms; a member is asked on the next visit and accepts; a visitor reads them from the footer', async ({
      browser,
    }) => {
      test.setTimeout(150_000);
      const tag = `${run}${width}`;
      const member = await signInWithDiscord(browser, `e2e_lm_${tag}`, `Legal member ${tag}`);
      const admin = await signInWithRole(browser, `e2e_la_${tag}`, `Legal admin ${tag}`, 'admin');
      for (const page of [member, admin]) await page.setViewportSize({ width, height: 844 });

      // The member accepted the terms in force when signing up: no banner yet.
      await member.goto('/moderation-log');
      await expect(member.getByRole('heading', { name: 'Moderation log' })).toBeVisible();
      await expect(member.getByTestId('legal-update-banner')).toHaveCount(0);

      // The admin publishes a new version from System settings, after the confirmation.
      await admin.goto('/admin/system-settings?tab=legal');
      const form = admin.getByRole('form', { name: 'Edit the Terms of Service' });
      await expect(form).toBeVisible({ timeout: 15_000 });
      const inForce = (await form.getByText(/^In force: version \d+/).textContent()) ?? '';
      const next = Number(/version (\d+)/.exec(inForce)?.[1]) + 1;
      const editor = form.getByRole('textbox', { name: 'Text' });
      await expect(editor).toBeVisible({ timeout: 15_000 });
      await editor.click();
      await editor.press('ControlOrMeta+End');
      await editor.press('Enter');
      await editor.pressSequentially(`Clause added in run ${tag}.`);
      await form.getByRole('button', { name: 'Publish new version' }).click();
      await confirmIn(admin, `Publish version ${next} of the Terms of Service?`, 'Publish');
      await toastWith(admin, `Terms of Service: version ${next} published`);

      // On the member's next visit, the banner names the terms, links to them, and Accept clears it.
      await member.goto('/moderation-log');
      const banner = member.getByTestId('legal-update-banner');
      await expect(banner).toContainText('We updated our Terms of Service.', { timeout: 15_000 });
      await expect(banner.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
      await banner.getByRole('button', { name: 'I agree' }).click();
      await toastWith(member, 'your acceptance is recorded');
      await expect(banner).toHaveCount(0);
      await member.reload();
      await expect(member.getByRole('heading', { name: 'Moderation log' })).toBeVisible();
      await expect(member.getByTestId('legal-update-banner')).toHaveCount(0);

      // A signed-out visitor reads the new terms from the footer.
      const visitor = await (await browser.newContext({ viewport: { width, height: 844 } })).newPage();
      await visitor.goto('/moderation-log');
      await visitor.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
      await expect(visitor).toHaveURL(/\/terms$/);
      const document = visitor.getByTestId('legal-document');
      await expect(document.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
      await expect(document).toContainText(`Version ${next} · published`);
      await expect(document).toContainText(`Clause added in run ${tag}.`);
      await document.getByRole('link', { name: 'Version history' }).click();
      await expect(visitor.getByRole('list', { name: 'Versions' })).toContainText(`Version ${next - 1}`);
    });
  });
}

// Later specs on this site sign in as ROOT: it accepts the versions published here, so no banner follows them.
test.afterAll(async ({ browser }) => {
  const root = await openAsRoot(browser, '/');
  const accepted = await root.request.post('/api/legal/accept', { headers: { Origin: new URL(root.url()).origin } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  await root.context().close();
});
