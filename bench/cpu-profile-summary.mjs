#!/usr/bin/env node
/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. the API run under the article benchmark with
 * BENCH_API_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=bench/results/profiles') by where its self time
 * goes: per package (node_modules/<package>), per file of our own code, node's internals, garbage
 * collection and idle time; then the functions with the most self time.
 *
 *   node bench/cpu-profile-summary.mjs <file.cpuprofile> [--top 25] [--from-s 5 | --last-s 10]
 *
 * --from-s skips the profile's first seconds (start-up: loading modules); --last-s keeps only its last
 * seconds (the load, when the process was stopped right after it).
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--') && !/^\d+(\.\d+)?$/.test(arg));
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
if (!file) {
  console.error('usage: node bench/cpu-profile-summary.mjs <file.cpuprofile> [--top 25] [--from-s 5 | --last-s 10]');
  process.exit(2);
}
const top = option('top', 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const lastUs = option('last-s', 0) * 1e6;
const totalUs = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
const fromUs = lastUs > 0 ? Math.max(0, totalUs - lastUs) : option('from-s', 0) * 1e6;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));

/** The bucket a frame's time is counted in: a package, one of our files, node itself, or a V8 state. */
function bucketOf(frame) {
  const { url, functionName } = frame.callFrame;
  if (!url) {
    if (['(garbage collector)', '(idle)', '(program)', '(root)'].includes(functionName)) return functionName;
    return '(native)';
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const dist = url.indexOf('/dist/');
  return dist >= 0 ? `app:${url.slice(dist + '/dist/'.length)}` : url.replace(/^file:\/\//, '');
}

// Self time per node, from the samples and their time deltas (µs), after --from-s.
const selfUs = new Map();
let elapsed = 0;
let counted = 0;
profile.samples.forEach((id, index) => {
  const delta = profile.timeDeltas[index] ?? 0;
  elapsed += delta;
  if (elapsed < fromUs) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
  counted += delta;
});

const byBucket = new Map();
const byFunction = new Map();
for (const [id, us] of selfUs) {
  const node = nodes.get(id);
  const bucket = bucketOf(node);
  byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + us);
  const { functionName, url, lineNumber } = node.callFrame;
  const name = `${functionName || '(anonymous)'} ${bucket}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}

const busy = counted - (byBucket.get('(idle)') ?? 0);
const line = (name, us) =>
  `${(us / 1000).toFixed(0).padStart(8)} ms ${((100 * us) / counted).toFixed(1).padStart(5)} % all ` +
  `${((100 * us) / busy).toFixed(1).padStart(5)} % busy  ${name}`;
const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);

console.log(`${file}: ${(counted / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy\n`);
console.log('Self time by package / file:');
for (const [name, us] of sorted(byBucket).slice(0, top)) console.log(line(name, us));
console.log(`\nTop ${top} functions by self time:`);
for (const [name, us] of sorted(byFunction).slice(0, top)) console.log(line(name, us));
