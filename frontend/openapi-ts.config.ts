import { defineConfig } from '@hey-api/openapi-ts';

/** Generates the typed client and TanStack Query options from the backend's OpenAPI document. */
export default defineConfig({
  input: '../backend/openapi.json',
  output: { path: './src/api/generated', postProcess: ['prettier'] },
  logs: { level: 'warn' },
  plugins: [
    { name: '@hey-api/client-fetch', throwOnError: true },
    { name: '@hey-api/typescript', enums: 'javascript' },
    '@hey-api/sdk',
    '@tanstack/react-query',
  ],
});
