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
      // Vitest keeps one core free by default, which on two cores is a single worker; the test command runs
      // this suite alone, so it takes them all (3 min 15 s → 1 min 52 s on two cores).
      maxWorkers: availableParallelism(),
    },
  }),
);
