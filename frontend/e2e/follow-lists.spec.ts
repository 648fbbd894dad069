import { expect, type Page, test } from './support/test';
import { seriousViolations, violationReport } from './support/accessibility';
import { horizontalOverflow, smallTargets } from './support/layout-checks';
import { sessionUser, signInWithDiscord } from './support/sign-in';

/** A per-run suffix so repeated runs against a kept database create fresh accounts. */
const run = Date.now().toString(36).slice(-6);

const WIDTHS = [
  { width: 1366, height: 900, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'dark' },
] as const;

/** Neither the page nor the dialog scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await horizontalOverflow(page)).toBeNull();
  const dialog = page.getByRole('dialog');
  const widths = await dialog.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

test.describe('follower and following lists', () => {
  for (const { width, height, colorScheme } of WIDTHS) {
    test(`a member sees a follower in the list, and unfollows from their own Following list (${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const suffix = `${run}${width}`;
      const star = await signInWithDiscord(browser, `e2e_star_${suffix}`, `Star ${suffix}`, { colorScheme });
      const fan = await signInWithDiscord(browser, `e2e_fan_${suffix}`, `Fan ${suffix}`, { colorScheme });
      // Signed in at the default width (the header's Sign In); the journey runs at the width under test.
      for (const page of [star, fan]) await page.setViewportSize({ width, height });
      const starUser = await sessionUser(star);
      const fanUser = await sessionUser(fan);
      const followed = await fan.request.post(`/api/users/${starUser.id}/follow`, {
        headers: { Origin: new URL(fan.url()).origin },
      });
      expect(followed.status(), await followed.text()).toBe(200);

      // The star opens their Followers counter and sees the fan, whom they do not follow back.
      await star.goto(`/profile/${starUser.username}`);
      const followersCounter = star.getByRole('button', { name: 'Followers: 1, show list' });
      await followersCounter.click();
      const starDialog = star.getByRole('dialog');
      await expect(starDialog.getByRole('tab', { name: 'Followers (1)' })).toHaveAttribute('aria-selected', 'true');
      await expect(starDialog.getByRole('link', { name: fanUser.displayName })).toHaveAttribute(
        'href',
        `/profile/${fanUser.username}`,
      );
      await expect(starDialog.getByRole('button', { name: `Follow ${fanUser.displayName}` })).toBeVisible();
      await starDialog.getByRole('tab', { name: 'Following (0)' }).click();
      await expect(starDialog.getByText('Not following anyone yet.')).toBeVisible();
      await star.keyboard.press('Escape');
      await expect(starDialog).toBeHidden();
      await expect(followersCounter).toBeFocused();

      // The fan opens their own Following counter and unfollows the star from the list.
      await fan.goto(`/profile/${fanUser.username}`);
      await expect(fan.getByTestId('stat-following')).toHaveText('1');
      await fan.screenshot({ path: test.info().outputPath(`profile-${width}-${colorScheme}.png`), fullPage: true });
      await fan.getByRole('button', { name: 'Following: 1, show list' }).click();
      const fanDialog = fan.getByRole('dialog');
      await expect(fanDialog.getByRole('tab', { name: 'Following (1)' })).toHaveAttribute('aria-selected', 'true');
      await expect(fanDialog.getByRole('link', { name: starUser.displayName })).toBeVisible();
      await expectNoSidewaysScroll(fan);
      const violations = await seriousViolations(fan, `follow lists ${width} ${colorScheme}`);
      expect(violations, violationReport(violations)).toEqual([]);
      if (width === 390) {
        expect(await smallTargets(fan)).toEqual([]);
        await fan.screenshot({ path: test.info().outputPath(`follow-lists-${width}-${colorScheme}.png`) });
      }
      await fanDialog.getByRole('button', { name: `Unfollow ${starUser.displayName}` }).click();
      // The row stays, now offering Follow; the counters of the profile behind follow.
      await expect(fanDialog.getByRole('button', { name: `Follow ${starUser.displayName}` })).toBeVisible();
      await expect(fanDialog.getByRole('tab', { name: 'Following (0)' })).toBeVisible();
      await expect(fan.getByTestId('stat-following')).toHaveText('0');

      const status = (await (await star.request.get(`/api/users/by-username/${starUser.username}`)).json()) as {
        stats: { followers: number };
      };
      expect(status.stats.followers).toBe(0);
    });
  }
});
