import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Routes load lazily (React.lazy), so the bundler's default per-import chunking is enough.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
