#!/usr/bin/env node
// Checks the gzipped sizes of the built frontend against frontend/bundle-budget.json, reading Vite's build
// manifest (frontend/dist/.vite/manifest.json, written by `npm run build -w frontend`). Prints one table and
// exits 1 when a budget is broken (2 when there is no build to check).
//
//   node scripts/bundle-budget.mjs [distDir]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = resolve(process.argv[2] ?? join(root, 'frontend', 'dist'));
const manifestPath = join(distDir, '.vite', 'manifest.json');
const budget = JSON.parse(readFileSync(join(root, 'frontend', 'bundle-budget.json'), 'utf8'));

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build -w frontend\` first.`);
  process.exit(2);
}
/** @type {Record<string, { file: string, src?: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const gzipCache = new Map();
/** Gzipped bytes of one built file (zlib's default level, as a server compresses it). */
function gzipped(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(distDir, file))).length);
  return gzipCache.get(file);
}

/** The manifest keys of a chunk and everything it imports statically, transitively. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}

const sumJs = (keys) => [...keys].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
const cssOf = (keys) => new Set([...keys].flatMap((key) => manifest[key].css ?? []));
const kB = (bytes) => (bytes / 1000).toFixed(1);

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) {
  console.error(`Expected one entry chunk in ${manifestPath}, found ${entries.length}.`);
  process.exit(2);
}
const initial = closure(entries[0]);
const initialCssFiles = cssOf(initial);
const rows = [
  {
    name: `Initial JavaScript (${entries[0]} and ${initial.size - 1} static imports)`,
    bytes: sumJs(initial),
    limit: budget.initialJs,
  },
  {
    name: `Initial CSS (${initialCssFiles.size} file${initialCssFiles.size === 1 ? '' : 's'})`,
    bytes: [...initialCssFiles].reduce((sum, file) => sum + gzipped(file), 0),
    limit: budget.initialCss,
  },
];

const lazy = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const added = [...closure(key)].filter((k) => !initial.has(k));
    return {
      name: `lazy ${manifest[key].src ?? key}`,
      bytes: sumJs(added),
      limit: budget.exceptions?.[key] ?? budget.lazyChunk,
    };
  })
  .sort((a, b) => b.bytes - a.bytes);
rows.push(...lazy);

const width = Math.max(...rows.map((row) => row.name.length));
console.log(`Bundle budget (gzipped kB, 1 kB = 1,000 bytes) for ${distDir}`);
console.log(`${'Chunk'.padEnd(width)}  ${'Size'.padStart(7)}  ${'Budget'.padStart(7)}  Result`);
let broken = 0;
for (const row of rows) {
  const ok = row.bytes <= row.limit * 1000;
  if (!ok) broken += 1;
  console.log(
    `${row.name.padEnd(width)}  ${kB(row.bytes).padStart(7)}  ${String(row.limit).padStart(7)}  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
console.log(
  `${lazy.length} lazy chunks (each counted with the static imports it adds to the initial set); ` +
    (broken ? `${broken} over budget (budgets in frontend/bundle-budget.json).` : 'every budget kept.'),
);
process.exitCode = broken ? 1 : 0;
