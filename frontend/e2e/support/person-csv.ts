// The shared rules' source (it imports nothing): @irl/shared itself resolves to its build, which an e2e
// run does not make.
import { fieldsOf, SubmissionType } from '../../../packages/shared/src/submission-rules';

/**
 * A person CSV as the template has it: the header row, then one line a row (cells by column name, the
 * others empty; no quoting, so no cell may hold a comma or a quote), each line ended by `eol`.
 */
export function personCsv(rows: readonly Record<string, string>[], eol = '\n'): string {
  const columns = fieldsOf(SubmissionType.Person);
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => row[column] ?? '').join(','))];
  return lines.map((line) => `${line}${eol}`).join('');
}
