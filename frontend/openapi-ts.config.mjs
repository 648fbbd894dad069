import { defineConfig } from '@hey-api/openapi-ts';

/** Generates the typed client and TanStack Query options from the backend's OpenAPI document. */
export default defineConfig({
  input: '../backend/openapi.json',
  // No formatter step: output is deterministic as generated (and excluded from prettier).
  output: { path: './src/api/generated' },
  logs: { level: 'warn' },
  plugins: [
    { name: '@hey-api/client-fetch', throwOnError: true },
    { name: '@hey-api/typescript', enums: 'javascript' },
    '@hey-api/sdk',
    '@tanstack/react-query',
  ],
});
