import { defineConfig } from 'vitest/config';

// Pure rules without DOM or Node APIs: the node environment is enough.
export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
  },
});
