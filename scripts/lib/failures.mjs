// Names of the tests that failed, read from the runners' JSON reports, for the run's summary: CI shows the
// end of the output, so a failing run must say there which test failed and why, not only how many.

import { testsOf } from './playwright-results.mjs';

/** The first line of an error message, with its Expected and Received lines when it has them. */
const firstLine = (text) => {
  const lines = String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const values = lines.filter((line) => /^(Expected|Received)( string| value| pattern)?:/.test(line));
  return [lines[0] ?? '', ...values.slice(0, 2)].join(' · ');
};

const clip = (text, max = 240) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Failed tests in a Jest-style report (jest --json, vitest --reporter=json): 'file › name: first error line'. */
export function jestFailures(report, root = '') {
  const lines = [];
  for (const file of report?.testResults ?? []) {
    const name = String(file.name ?? file.testFilePath ?? '')
      .replace(root, '')
      .replace(/^\//, '');
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push(clip(`${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`));
    }
    // A file that did not load has no failed test to name; its message says why.
    if (failed.length === 0 && file.status === 'failed') lines.push(clip(`${name}: ${firstLine(file.message)}`));
  }
  return lines;
}

/**
 * Failed tests in a Playwright JSON report (those whose every try failed): 'file › title: first error line';
 * then those that passed only on a retry (E2E_RETRIES), marked as flaky.
 */
export function playwrightFailures(report) {
  const lines = [];
  for (const suite of report?.suites ?? []) {
    for (const { file, titles, test } of testsOf(suite)) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const failedTry = test.results?.find((result) => result.status !== 'passed' && result.status !== 'skipped');
      const error = firstLine(failedTry?.error?.message ?? failedTry?.errors?.[0]?.message);
      const mark = test.status === 'flaky' ? 'flaky, passed on a retry: ' : '';
      lines.push(clip(`${mark}${file} › ${titles.join(' › ')}: ${error}`));
    }
  }
  for (const error of report?.errors ?? []) lines.push(clip(`(outside a test) ${firstLine(error.message)}`));
  return lines;
}
