import { test as base } from '@playwright/test';

export {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * Playwright's `test`, plus one rule for every spec: the browser contexts a test opens itself
 * (`browser.newContext()`, for a second user) are closed when the test ends. Left open, their pages
 * keep polling the session and the live stream for the rest of the run, using CPU and the suite's
 * request budget.
 */
export const test = base.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
    },
    { auto: true },
  ],
});
