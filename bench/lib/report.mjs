import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const START_MARKER =
  '<!-- bench:articles:start (written by bench/articles.bench.mjs; everything up to the end marker is replaced on each run) -->';
export const END_MARKER = '<!-- bench:articles:end -->';

const int = (n) => Math.round(n).toLocaleString('en-US');
const ms = (n) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : 'n/a');
const rps = (n) => (n < 100 ? n.toFixed(1) : int(n));
const cpu = (n) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const ratio = (n) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
export const duration = (seconds) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${seconds.toFixed(1)} s`;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of a scenario's per-round ratios, with their range when there were several rounds. */
function roundRatios(result, figure) {
  const values = result.ratios?.[figure] ?? [result.api[figure] / result.baseline[figure]];
  const middle = ratio(median(values));
  return values.length > 1 ? `${middle} (${ratio(Math.min(...values))}-${ratio(Math.max(...values))})` : middle;
}

/** The markdown block of one run: settings, dataset, table, checks. */
export function resultsBlock(run) {
  const { machine, config, dataset, results, checks, slowest } = run;
  const rows = results.map((r) => {
    const cpuRatio = r.api.cpuMsPerRequest / r.baseline.cpuMsPerRequest;
    return (
      `| ${r.label} | ${ms(r.api.p50)} | ${ms(r.api.p99)} | ${rps(r.api.rps)} | ` +
      `${ms(r.baseline.p50)} | ${ms(r.baseline.p99)} | ${rps(r.baseline.rps)} | ${roundRatios(r, 'rps')} | ${roundRatios(r, 'p99')} | ` +
      `${cpu(r.api.cpuMsPerRequest)} / ${cpu(r.baseline.cpuMsPerRequest)} (${ratio(cpuRatio)}) |`
    );
  });
  const errors = results
    .filter((r) => r.api.non2xx + r.api.errors + r.baseline.non2xx + r.baseline.errors > 0)
    .map(
      (r) =>
        `${r.label}: API ${r.api.non2xx} non-2xx (${JSON.stringify(r.api.statuses)}) and ${r.api.errors} socket errors, ` +
        `baseline ${r.baseline.non2xx} non-2xx and ${r.baseline.errors} socket errors`,
    );
  const mismatches = checks.filter((c) => !c.same);
  const few = results.filter((r) => Math.min(r.api.requests, r.baseline.requests) < 200);
  const seed = dataset.seedTimings;

  return [
    START_MARKER,
    '',
    `## Articles: list, detail, search (${int(dataset.counts.articles)} articles)`,
    '',
    `Last run ${run.date} with \`node bench/articles.bench.mjs\`` +
      (config.articles === 100000 && config.durationS === 10 && config.connections === 10 ? ' (defaults)' : '') +
      `, total run time ${duration(run.runTimeS)}.`,
    '',
    `- Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, ${machine.os}, ` +
      `Node ${machine.node}, PostgreSQL ${machine.postgres}. PostgreSQL, Redis, both servers and the load ` +
      'generator share this machine, and so does any other work on it: the 1-minute load average was ' +
      `${machine.loadAverage.before.toFixed(1)} when the measurements started and ${machine.loadAverage.after.toFixed(1)} ` +
      'when they ended.' +
      (Math.max(machine.loadAverage.before, machine.loadAverage.after) > machine.cpus
        ? ' **The machine was busy with other work during at least part of this run: the absolute figures are ' +
          'noisy; the ratios, measured back to back, are the figures to read.**'
        : ''),
    `- Load: ${config.connections} keep-alive connections (closed loop: each sends its next request when the ` +
      `previous answer is read), ${config.warmupS} s warm-up then ${config.durationS} s measured per scenario and ` +
      `server, in ${config.rounds ?? 1} round${(config.rounds ?? 1) > 1 ? 's' : ''} with the API and the baseline ` +
      'taking turns to go first; latency is send to last byte. Load generator: ' +
      '`bench/lib/load.mjs` (node:http, keep-alive Agent).',
    `- Dataset: ${int(dataset.counts.articles)} articles (HTML bodies of ${int(dataset.avgContentChars)} characters on ` +
      `average, 3-6 paragraphs of varied words; 10 categories; 1-4 tags; created ${dataset.createdRange}), ` +
      `${int(dataset.counts.users)} users (${int(config.authors)} authors), ${int(dataset.counts.likes)} likes, ` +
      `${int(dataset.counts.comments)} comments, ${int(dataset.counts.words)} words in article_search_words; ` +
      `database ${dataset.counts.size}.`,
    seed
      ? `- Seed time: ${duration(dataset.seedS)} (articles ${duration(seed.articles)} by COPY with the secondary ` +
        `indexes dropped and triggers off; indexes ${duration(seed.indexes)}; search words ${duration(seed['search words'])}` +
        `; likes ${duration(seed.likes)}; comments ${duration(seed.comments)}; VACUUM ANALYZE ${duration(seed.analyze)}), ` +
        `after the migrations (${duration(dataset.migrateS)}).`
      : `- Seed: the database an earlier run seeded, reused (BENCH_REUSE_DB=1); migrations ${duration(dataset.migrateS)}.`,
    `- API: \`node backend/dist/main.js\` with NODE_ENV=production, LOG_LEVEL=info (one request log line per ` +
      'request, to a file), RUN_WORKER_IN_API=false, DATABASE_POOL_SIZE=10, and **RATE_LIMIT_DEFAULT and RATE_LIMIT_SEARCH=100000000** ' +
      'so the limiters never refuse the benchmark (they still count every request: far below the limit, as here, in the process with one Redis call a second per key).',
    '- Baseline: `bench/baseline-server.mjs`, plain node:http and a pg Pool of 10, running the same SQL statements ' +
      "as the API for each route (the list and the article page read plain rows, search's article lookup is TypeORM's generated text; the capped counts, the estimates and the flairs statement too), prepared where the API prepares them (the article page's one statement and the flairs statement), and returning the same JSON; " +
      `the answers of both were compared before measuring: ${
        mismatches.length
          ? `**${mismatches.map((c) => c.label).join(', ')} differ**`
          : 'identical bytes for every scenario'
      }.`,
    `- Search words: "${config.searchWord}" (matches ${int(dataset.searchMatches)} articles) and the typo ` +
      `"${config.typoWord}" (corrected to "${dataset.typoCorrection ?? 'nothing'}", ${int(dataset.typoMatches)} matches); ` +
      'search is sent with a signed-in session cookie (the route needs one), the list and detail anonymously, ' +
      'plus the list once more signed in.',
    '',
    '| Scenario | API p50 (ms) | API p99 (ms) | API req/s | Baseline p50 (ms) | Baseline p99 (ms) | Baseline req/s | Ratio req/s (API ÷ baseline) | Ratio p99 (API ÷ baseline) | CPU ms per request, API / baseline (ratio) |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    "CPU per request is the server process's user + system time over the measured seconds divided by the " +
      'requests it answered (from /proc): other work on the machine moves it far less than requests/s. ' +
      "The ratios are the median of the rounds' (API and baseline measured one right after the other), with " +
      'the lowest and highest round in brackets; requests/s and CPU are over all rounds, p50 and p99 the ' +
      "median of the rounds'.",
    '',
    errors.length
      ? `**Errors:** ${errors.join('; ')}.`
      : `Errors: none (every answer of both servers was a 2xx; ${int(results.reduce((n, r) => n + r.api.requests + r.baseline.requests, 0))} requests measured).`,
    ...(few.length
      ? [
          '',
          `Few samples: the rows with fewer than 200 requests per server (${few
            .map((r) => `${r.key}: ${r.api.requests} and ${r.baseline.requests}`)
            .join('; ')}) have a p99 close to their maximum.`,
        ]
      : []),
    '',
    `Slowest statement under EXPLAIN ANALYZE (after the run, warm cache): ${slowest.label}, ${ms(slowest.executionMs)} ms` +
      ` (plans of every statement: \`bench/results/explain.txt\`, raw figures: \`bench/results/articles.json\`).`,
    '',
    END_MARKER,
  ].join('\n');
}

/**
 * Replaces the block between the markers (or the placeholder table) in docs/performance.md, keeping the
 * rest, and formats the file with the repository's Prettier settings (so `prettier --check` stays clean).
 */
export async function writePerformanceDoc(path, block) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Performance\n';
  let next;
  const start = current.indexOf(START_MARKER.slice(0, 30));
  const end = current.indexOf(END_MARKER);
  if (start >= 0 && end > start) {
    next = current.slice(0, start) + block + current.slice(end + END_MARKER.length);
  } else {
    // First run: drop the empty placeholder table and the "no benchmark yet" line, keep the intro.
    const kept = current
      .split('\n')
      .filter((line) => !line.startsWith('|') && !line.startsWith('No benchmark has been run yet'))
      .join('\n')
      .trimEnd();
    next = `${kept}\n\n${block}\n`;
  }
  try {
    const prettier = await import('prettier');
    next = await prettier.format(next, { ...(await prettier.resolveConfig(path)), filepath: path });
  } catch {
    // Prettier is a dev dependency of the root: without it the file is written unformatted.
  }
  writeFileSync(path, next);
}

/**
 * Replaces the text from `start` to `end` (the markers included in `block`) in the file at `path`, or
 * appends the block when the markers are missing, then formats the file with the repository's Prettier
 * settings (so `prettier --check` in the test command stays clean).
 */
export async function writeMarkedBlock(path, start, end, block) {
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  let next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  try {
    const prettier = await import('prettier');
    next = await prettier.format(next, { ...(await prettier.resolveConfig(path)), filepath: path });
  } catch {
    // Prettier is a dev dependency of the root: without it the file is written unformatted.
  }
  writeFileSync(path, next);
}
