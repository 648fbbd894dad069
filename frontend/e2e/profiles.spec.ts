import { expect, type Page, test } from './support/test';
import { signInAsRoot } from './support/sign-in';
import { confirmIn } from './support/confirm';

async function statValue(page: Page, name: string): Promise<number> {
  const text = await page.getByTestId(`stat-${name}`).innerText();
  return Number(text.replace(/,/g, ''));
}

test.describe('home, profiles and profile settings', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsRoot(page);
  });

  test('home shows the summary and switches between the feeds', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('profile-summary')).toBeVisible();
    await expect(page.getByTestId('profile-summary')).toContainText('Member since');
    await expect(page.getByTestId('featured-article')).toBeVisible();
    await expect(page.getByTestId('admin-tools')).toBeVisible();
    await expect(page.getByTestId('recent-activity')).toBeVisible();

    const latestFeatured = await page.getByTestId('featured-article').getByRole('heading').innerText();
    await page.getByRole('tab', { name: 'Trending' }).click();
    await expect(page.getByRole('tab', { name: 'Trending' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('featured-article')).toHaveCount(0);
    await expect(page.getByTestId('article-card').first().or(page.getByTestId('feed-empty'))).toBeVisible();

    await page.getByRole('tab', { name: 'Following' }).click();
    await expect(page.getByTestId('article-card').first().or(page.getByTestId('feed-empty'))).toBeVisible();

    await page.getByRole('tab', { name: 'My Posts' }).click();
    await expect(page.getByTestId('article-card').first().or(page.getByTestId('feed-empty'))).toBeVisible();

    await page.getByRole('tab', { name: 'Latest' }).click();
    await expect(page.getByTestId('featured-article').getByRole('heading')).toHaveText(latestFeatured);
  });

  test("a demo user's profile shows real stats and articles; follow and unfollow", async ({ page }) => {
    await page.goto('/profile/cellbonder');
    await expect(page.getByTestId('profile-username')).toHaveText('@cellbonder');
    await expect(page.getByTestId('profile-flairs').getByTestId('role-badge')).toHaveText('Moderator');
    expect(await statValue(page, 'articles')).toBeGreaterThan(0);
    expect(await statValue(page, 'total-views')).toBeGreaterThan(0);
    await expect(page.getByTestId('article-card').first()).toBeVisible();

    const followers = await statValue(page, 'followers');
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    const unfollow = page.getByRole('button', { name: 'Unfollow', exact: true });
    if (await unfollow.isVisible()) {
      await unfollow.click();
      await expect(follow).toBeVisible();
      await expect(page.getByTestId('stat-followers')).toHaveText(String(followers - 1));
      await follow.click();
      await expect(unfollow).toBeVisible();
      await expect(page.getByTestId('stat-followers')).toHaveText(String(followers));
    } else {
      await follow.click();
      await expect(unfollow).toBeVisible();
      await expect(page.getByTestId('stat-followers')).toHaveText(String(followers + 1));
      await unfollow.click();
      await expect(follow).toBeVisible();
      await expect(page.getByTestId('stat-followers')).toHaveText(String(followers));
    }

    await page.getByRole('tab', { name: 'Activity' }).click();
    await expect(page.getByTestId('activity-item').first().or(page.getByTestId('tab-empty'))).toBeVisible();
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByTestId('about-bio')).toBeVisible();
  });

  test('an admin changes the role of lurker_since_07 to moderator', async ({ page }) => {
    await page.goto('/profile/lurker_since_07');
    await expect(page.getByTestId('profile-username')).toHaveText('@lurker_since_07');
    await page.getByRole('button', { name: 'Manage User' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Manage User' })).toBeVisible();
    await dialog.getByLabel('Role').selectOption('moderator');
    await dialog.getByRole('button', { name: 'Update Role' }).click();
    // A role change asks first; the confirmation closes back onto the Manage User dialog.
    await confirmIn(page, 'Make @lurker_since_07 moderator?', 'Change Role');
    await expect(page.getByText('User role has been updated successfully.', { exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'View Activity Log' }).click();
    await expect(dialog.getByRole('region', { name: 'Activity log' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('profile-flairs').getByTestId('role-badge')).toHaveText('Moderator');

    // Put the demo user back as an ordinary user for later runs.
    await page.getByRole('button', { name: 'Manage User' }).click();
    await page.getByRole('dialog').getByLabel('Role').selectOption('user');
    await page.getByRole('dialog').getByRole('button', { name: 'Update Role' }).click();
    await confirmIn(page, 'Make @lurker_since_07 user?', 'Change Role');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Update Role' })).toBeDisabled();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('profile-flairs').getByTestId('role-badge')).toHaveCount(0);
  });

  test('editing the bio in settings shows it on the profile', async ({ page }) => {
    const bio = `Archivist of IRL history (e2e ${Date.now()})`;
    await page.goto('/settings/profile');
    await expect(page.getByText('Maximum file size 5MB')).toBeVisible();
    const field = page.getByLabel('Bio');
    await field.fill(bio);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Settings updated', { exact: true })).toBeVisible();

    await page.goto('/profile');
    await expect(page.getByTestId('profile-bio')).toHaveText(bio);
  });

  test('screenshots of the main screens in light and dark', async ({ page }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(page.getByTestId('featured-article')).toBeVisible();
      await page.screenshot({ path: `/tmp/profiles-shots/home-${scheme}.png`, fullPage: true });
      await page.goto('/profile/cellbonder');
      await expect(page.getByTestId('article-card').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/profiles-shots/profile-${scheme}.png`, fullPage: true });
      await page.goto('/settings/profile');
      await expect(page.getByLabel('Bio')).toBeVisible();
      await page.screenshot({ path: `/tmp/profiles-shots/settings-${scheme}.png`, fullPage: true });
    }
  });
});
