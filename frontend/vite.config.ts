import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a gzip copy (`<file>.gz`, level 9) beside each built script, style sheet and SVG over 1 kB; the
 * API serves it to browsers that accept gzip (backend/src/spa/serve-spa.ts), so nothing is compressed
 * per request.
 */
function precompress(): Plugin {
  return {
    name: 'irl:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(file) || !options.dir) continue;
        const path = join(options.dir, file);
        const data = readFileSync(path);
        if (data.length > 1024) writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

// Routes load lazily (React.lazy), so the bundler's default per-import chunking is enough.
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The shared rules from their source: the dev server, the build and vitest need no build of the package.
      {
        find: /^@irl\/shared\/personal-information$/,
        replacement: fileURLToPath(new URL('../packages/shared/src/personal-information.ts', import.meta.url)),
      },
      {
        find: /^@irl\/shared$/,
        replacement: fileURLToPath(new URL('../packages/shared/src/index.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    // The API (and its session cookies) answer under /api on the same origin in production.
    proxy: { '/api': { target: 'http://localhost:5000' } },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lists each chunk with its static imports: scripts/bundle-budget.mjs reads it.
    manifest: true,
    sourcemap: false,
  },
});
