import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

/** The WCAG 2.0 and 2.1 level A and AA rules. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG A/AA rules whose outcome depends on the colours, so on the theme. The other rules (names,
 * roles, labels, landmarks, structure) read the same DOM in both themes: a screen already checked in
 * one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Only these impacts fail a screen; minor and moderate findings are not the bar. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export type ColorScheme = 'light' | 'dark';

/**
 * A context whose pages follow the system colour scheme (the app's 'system' theme) with motion
 * reduced, so colour transitions never leave a half-faded colour for the contrast check.
 */
export async function newA11yContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ reducedMotion: 'reduce', colorScheme: 'light' });
  await context.addInitScript(() => {
    try {
      window.localStorage.setItem('theme', 'system');
    } catch {
      // Storage unavailable: the site's default ('system') applies anyway.
    }
  });
  const page = await context.newPage();
  return { context, page };
}

/** Switches the theme the way the site does for the 'system' choice: it follows prefers-color-scheme live. */
export async function switchColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  const html = page.locator('html');
  if (scheme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
  // Colour transitions start when the style is next computed and report their start value until a frame
  // has passed, even at the 0.01 ms reduced motion leaves them: axe reading colours in the same frame as
  // the class change saw the old theme's text on the new background (a contrast of 1.09).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Waits until no page-level or section spinner ("Loading...") is left. */
export async function waitForSettled(page: Page): Promise<void> {
  await expect(page.locator('main h1, [role="dialog"] h2').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
}

/**
 * Runs axe on the page as it is (every WCAG A/AA rule, or with `colourOnly` the rules a theme change can
 * alter) and returns one line per serious or critical violation:
 * `[label] rule (impact): summary -> targets`.
 */
export async function seriousViolations(
  page: Page,
  label: string,
  { colourOnly = false }: { colourOnly?: boolean } = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the default opens an extra page per run to merge frame
  // results, which doubles the time, and the screens checked here have no cross-origin frames.
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(WCAG_TAGS)).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` {${firstLine(node.failureSummary)}}` : ''}`)
        .join(' | ');
      const more = violation.nodes.length > 5 ? ` (+${violation.nodes.length - 5} more)` : '';
      return `[${label}] ${violation.id} (${violation.impact}): ${violation.help} -> ${targets}${more}`;
    });
}

function firstLine(summary: string): string {
  return summary
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('Fix any') && !line.startsWith('Fix all'))
    .join('; ');
}

/** The report a failing check prints: every violation on its own line. */
export function violationReport(violations: string[]): string {
  return violations.length === 0
    ? 'no serious or critical violations'
    : `${violations.length} serious or critical accessibility violation(s):\n${violations.join('\n')}`;
}
