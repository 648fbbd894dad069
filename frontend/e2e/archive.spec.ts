import { expect, type Page, test } from './support/test';
import { signInAsRoot } from './support/sign-in';

function entryCards(page: Page) {
  return page.getByTestId('archive-entry-card');
}

test.describe('the archive', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsRoot(page);
  });

  test('browses the archive from the header and filters it by type', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Archive' }).click();
    await expect(page).toHaveURL(/\/archive$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Archive' })).toBeVisible();
    await expect(entryCards(page).first()).toBeVisible();

    await page.getByRole('button', { name: 'Places' }).click();
    await expect(page).toHaveURL(/[?&]type=place/);
    await expect(page.getByRole('button', { name: 'Places' })).toHaveAttribute('aria-pressed', 'true');
    await expect(entryCards(page).getByRole('link', { name: 'Shibuya Crossing' })).toBeVisible();
    await expect(entryCards(page).getByRole('link', { name: 'Justin Kan' })).toHaveCount(0);
    for (const badge of await entryCards(page).getByText('Place', { exact: true }).all()) {
      await expect(badge).toBeVisible();
    }
    expect(await entryCards(page).count()).toBe(await entryCards(page).getByText('Place', { exact: true }).count());
  });

  test('finds an entry despite a typo, opens it and follows a relation to another entry', async ({ page }) => {
    await page.goto('/archive');
    await page.getByRole('searchbox', { name: 'Search the archive' }).fill('Justin Kna');
    await expect(page).toHaveURL(/[?&]q=Justin/);
    await entryCards(page).getByRole('link', { name: 'Justin Kan' }).click();

    await expect(page).toHaveURL(/\/archive\/person\/justin-kan$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Justin Kan' })).toBeVisible();
    const infobox = page.getByRole('complementary', { name: 'Infobox' });
    await expect(infobox.getByText('Associated with')).toBeVisible();
    // His events, on his page.
    await expect(
      page.getByTestId('archive-related-events').getByRole('link', { name: 'Justin.tv goes live' }),
    ).toBeVisible();
    // Written links leave as user content.
    const wikipedia = page.getByRole('link', { name: /wikipedia\.org\/wiki\/Justin_Kan/ });
    await expect(wikipedia).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');

    await infobox.getByRole('link', { name: 'Emmett Shear' }).click();
    await expect(page).toHaveURL(/\/archive\/person\/emmett-shear$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Emmett Shear' })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: 'Infobox' }).getByRole('link', { name: 'Justin Kan' }),
    ).toBeVisible();
  });

  test('shows the events on the timeline, oldest first, and opens one with its venue linked', async ({ page }) => {
    await page.goto('/archive');
    await page.getByRole('link', { name: 'Timeline' }).click();
    await expect(page).toHaveURL(/\/archive\/timeline$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
    const timeline = page.getByTestId('archive-timeline');
    await expect(timeline.getByRole('link').first()).toHaveText('Justin.tv goes live');
    const dates = await timeline
      .locator('time')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThanOrEqual(5);
    expect(dates).toEqual([...dates].sort());

    await timeline.getByRole('link', { name: 'TwitchCon 2015' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'TwitchCon 2015' })).toBeVisible();
    await page.getByRole('complementary', { name: 'Infobox' }).getByRole('link', { name: 'Moscone Center' }).click();
    await expect(page).toHaveURL(/\/archive\/place\/moscone-center$/);
    await expect(page.getByRole('complementary', { name: 'Infobox' }).getByText('Event Venue')).toBeVisible();
  });

  test('lets an admin edit an entry, which adds a revision to its history', async ({ page }) => {
    await page.goto('/archive/meme/backseating');
    await expect(page.getByRole('heading', { level: 1, name: 'Backseating' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Backseating' });
    const popular = dialog.getByLabel('Popular');
    const stamp = `2010s–present (checked ${Date.now()})`;
    await popular.fill(stamp);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('complementary', { name: 'Infobox' }).getByText(stamp)).toBeVisible();

    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('archive-revisions').getByText('Changed popular').first()).toBeVisible();
  });
});
