import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Room for the 5 s waits above (setup.ts) inside one test; a passing test is no slower.
      testTimeout: 20_000,
      unstubGlobals: true,
      // One jsdom and one module cache per worker, not per file: setting up jsdom and importing the app
      // again for each of the 92 files was most of the suite's CPU (378 s → 111 s of CPU, 13 → 4.3 min wall
      // on a busy two-core machine). Tests clean up after themselves (setup.ts: DOM, storage, the html class;
      // restoreMocks and unstubGlobals), which this relies on.
      isolate: false,
      // Vitest keeps one core free by default, which on two cores is a single worker; run alone, the suite takes
      // them all (3 min 15 s → 1 min 52 s on two cores). The test command runs it beside the backend tests
      // with --maxWorkers=1 instead (scripts/test.mjs).
      maxWorkers: availableParallelism(),
    },
  }),
);
