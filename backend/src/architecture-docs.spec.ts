import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { QueueName } from './queues/queue-names.js';

/*
 * docs/architecture.md stays a map of the code: every module folder has a row in its modules table,
 * every BullMQ queue a row in its queues table, and every name the shared package exports is
 * mentioned (once that package exists).
 */
const REPO = resolve(__dirname, '../..');
const DOC = readFileSync(join(REPO, 'docs/architecture.md'), 'utf8');
const SHARED_INDEX = join(REPO, 'packages/shared/src/index.ts');

/** The names in backticks of each row's first cell, in the table under `heading`. */
export function firstColumnNames(markdown: string, heading: string): string[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) return [];
  const level = /^#+/.exec(heading)![0].length;
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const deeper = /^(#+)\s/.exec(line);
    if (deeper && deeper[1].length <= level) break;
    const row = /^\|([^|]*)\|/.exec(line.trim());
    if (!row || /^\s*:?-+/.test(row[1])) continue;
    for (const name of row[1].matchAll(/`([^`]+)`/g)) names.push(name[1].replace(/\/$/, ''));
  }
  return names;
}

const missingFrom = (documented: string[], expected: string[]) =>
  expected.filter((name) => !documented.includes(name)).sort();

/** Queue names given as a literal anywhere in the sources (a processor must use QueueName instead). */
function literalQueueNames(): string[] {
  const src = __dirname;
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.spec.ts'))
    .flatMap((path) => [
      ...readFileSync(join(src, path), 'utf8').matchAll(/(?:@Processor|registerQueues|getQueueToken)\(\s*'([^']+)'/g),
    ])
    .map((match) => match[1]);
}

/** Every name a TypeScript entry file exports, following its re-exports. */
function exportedNames(entry: string): string[] {
  const program = ts.createProgram([entry], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  });
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!);
  return symbol ? checker.getExportsOfModule(symbol).map((exported) => exported.getName()) : [];
}

describe('docs/architecture.md', () => {
  it('has a row in its modules table for every folder under backend/src/modules', () => {
    const folders = readdirSync(join(__dirname, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThanOrEqual(30);
    expect(missingFrom(firstColumnNames(DOC, '### Modules'), folders)).toEqual([]);
  });

  it('has a row in its queues table for every BullMQ queue', () => {
    const queues = [...new Set([...Object.values(QueueName), ...literalQueueNames()])];
    expect(queues.length).toBeGreaterThanOrEqual(7);
    expect(missingFrom(firstColumnNames(DOC, '### Queues'), queues)).toEqual([]);
  });

  (existsSync(SHARED_INDEX) ? it : it.skip)('mentions every name packages/shared exports', () => {
    const names = exportedNames(SHARED_INDEX);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(DOC)).sort()).toEqual([]);
  });

  it('reads first-column names of one table only (so the checks above can fail)', () => {
    const sample = [
      '### Modules',
      '',
      '| Module | What |',
      '| --- | --- |',
      '| `a` | x `not-this` |',
      '| `b`, `c/` | y |',
      '',
      '### Other',
      '| `d` | z |',
    ].join('\n');
    expect(firstColumnNames(sample, '### Modules')).toEqual(['a', 'b', 'c']);
    expect(missingFrom(['a'], ['a', 'd'])).toEqual(['d']);
  });
});
