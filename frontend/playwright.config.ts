import { defineConfig } from '@playwright/test';

/**
 * Specs that change what other journeys see run one at a time, on a site of their own (the `global-state`
 * project). Everything else runs two spec files at a time (the `isolated` project): those
 * journeys make their own accounts and records and never change a setting others read.
 * A new spec that changes site-wide state belongs on this list, with the reason (docs/development.md).
 */
const GLOBAL_STATE_SPECS = [
  'account-settings.spec.ts', // ROOT's saved theme; signs out "the other" ROOT session
  'admin-access.spec.ts', // the Flair Store switch; Role Management counts every account
  'admin-dashboard.spec.ts', // the site title
  'boosts.spec.ts', // the home page's Featured slot
  'communications.spec.ts', // an announcement and a mass message to every member
  'csv-import.spec.ts', // 294 pending submissions, pushing others' off the inbox's first page
  'double-submit.spec.ts', // an announcement (ended after), a mass message to the admins, a flair (retired after)
  'flairs.spec.ts', // new flairs in the store catalogue
  'keyboard.spec.ts', // ROOT's saved theme, notification choices and points
  'legal.spec.ts', // new Terms of Service versions: members who did not accept them see the banner
  'profiles.spec.ts', // the Featured article (the newest) must not change under it
  'xss-corpus.spec.ts', // site title, custom CSS, announcements and mass messages
];

const globalStateFiles = GLOBAL_STATE_SPECS.map((file) => `**/${file}`);

// The test command starts the site itself, so there is no webServer block here.
export default defineConfig({
  testDir: 'e2e',
  // Two browsers at a time fill the two cores next to the site; E2E_WORKERS=1 runs one spec at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Files run side by side, the tests of a file in order in one worker (several share a signed-in page).
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once is a failure to fix. E2E_RETRIES=1 helps while hunting a flake (a
  // pass on the retry is then counted as flaky in the summary).
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // Two browsers and the site share two cores, so a journey takes longer than alone; the expectations keep
  // their own 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_RESULTS_FILE ?? 'test-results/results.json' }]],
  projects: [
    { name: 'isolated', testIgnore: globalStateFiles, outputDir: 'test-results/isolated' },
    {
      name: 'global-state',
      testMatch: globalStateFiles,
      outputDir: 'test-results/global-state',
      workers: 1,
      // Against one site, only after the isolated specs. The test command instead gives each project its own
      // site and database and runs them side by side (scripts/lib/e2e-site.mjs, with --no-deps).
      dependencies: ['isolated'],
    },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:5100',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    // Pages as a reader who asked for reduced motion sees them: the site's CSS then stops its endless
    // animations (role and flair badges, spinners, skeletons) and ends transitions at once, so Chromium is not
    // drawing frames while a journey waits (about 15 % less CPU and 20 % less time on the journeys measured).
    // A spec that checks motion itself asks for it (keyboard.spec.ts: emulateMedia({ reducedMotion })).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A trace per failed test (npm run e2e); the test command turns recording off (scripts/test.mjs).
    trace: (process.env.E2E_TRACE as 'off' | 'retain-on-failure' | undefined) ?? 'retain-on-failure',
  },
});
