import { existsSync, readFileSync, writeFileSync } from 'node:fs';

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

const COUNTS = ['expected', 'skipped', 'unexpected', 'flaky'];

/**
 * Writes one Playwright JSON report made of the reports of runs done one after the other (their suites
 * and errors side by side, their counts and durations added up), so readers of the usual results.json
 * see the whole suite. A run that left no report adds nothing; returns the merged report.
 */
export function mergeResults(files, outputFile) {
  const reports = files
    .filter((file) => existsSync(file))
    .map(readJson)
    .filter(Boolean);
  const stats = { startTime: reports[0]?.stats?.startTime, duration: 0 };
  for (const key of COUNTS) stats[key] = 0;
  for (const report of reports) {
    stats.duration += report.stats?.duration ?? 0;
    for (const key of COUNTS) stats[key] += report.stats?.[key] ?? 0;
  }
  const merged = {
    config: reports[0]?.config ?? {},
    suites: reports.flatMap((report) => report.suites ?? []),
    errors: reports.flatMap((report) => report.errors ?? []),
    stats,
  };
  writeFileSync(outputFile, JSON.stringify(merged, null, 2));
  return merged;
}

/**
 * Every test under a top-level (file) suite, with its file and its titles: the describe blocks it sits in,
 * then its own. The file suite's title is the file name, so it is left out.
 */
export function* testsOf(suite, titles = [], depth = 0) {
  const path = depth > 0 ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) yield { file: spec.file ?? suite.file, titles: [...path, spec.title], test };
  }
  for (const child of suite.suites ?? []) yield* testsOf(child, path, depth + 1);
}

/**
 * The spec files that took longest (the time of their tests added up, hooks included) and the slowest
 * single tests, as lines to print after a run: where to look first when the suite gets slow.
 */
export function slowestLines(report, { files = 8, tests = 5 } = {}) {
  const byFile = new Map();
  const all = [];
  for (const suite of report?.suites ?? []) {
    for (const { file, titles, test } of testsOf(suite)) {
      for (const result of test.results ?? []) {
        byFile.set(file, (byFile.get(file) ?? 0) + result.duration);
        all.push({ file, title: titles.at(-1), duration: result.duration });
      }
    }
  }
  const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
  return [
    'Slowest spec files (test time added up):',
    ...[...byFile.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, files)
      .map(([file, ms]) => `  ${seconds(ms)}  ${file}`),
    'Slowest tests:',
    ...all
      .sort((a, b) => b.duration - a.duration)
      .slice(0, tests)
      .map((test) => `  ${seconds(test.duration)}  ${test.file} › ${test.title}`),
  ];
}
