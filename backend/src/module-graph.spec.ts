import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * The module graph has no circles. Every source file collapses to its unit: modules/<name>,
 * common/<name>, or one of config, queues, openapi, spa, database. An import from one unit to another
 * is an edge, type-only imports included (a type still couples the two). The composition roots are not
 * units and may import anything: the files directly under src/ (main.ts, app.module.ts, ...) and the
 * database wiring that lists every module's entities, migrations and demo content.
 */
const SRC = __dirname;

const DATABASE_WIRING =
  /^database\/(entities|data-source|data-source-options|migrate|database\.module)\.ts$|^database\/(migrations|seed)\//;

/** The unit a source file belongs to, or null for a composition root. */
export function unitOf(file: string): string | null {
  const parts = file.split('/');
  if (parts.length === 1) return null;
  if (parts[0] === 'modules' || parts[0] === 'common') return parts.length > 2 ? `${parts[0]}/${parts[1]}` : null;
  if (DATABASE_WIRING.test(file)) return null;
  return parts[0];
}

const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.spec.ts'))
  .sort();

/** Every relative import of a file (static, type-only, re-export and dynamic), as a path under src/. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(SRC, file), 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => relative(SRC, resolve(dirname(join(SRC, file)), name)).replace(/\.js$/, '.ts'));
}

type Graph = Map<string, Set<string>>;

function unitGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sources) {
    const from = unitOf(file);
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of importsOf(file)) {
      const to = unitOf(target);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Tarjan's strongly connected components with more than one unit (each holds at least one circle). */
export function tangles(graph: Graph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest circle through each unit of a tangle, written `a -> b -> a`, each circle once. */
export function circlesIn(graph: Graph, component: string[]): string[] {
  const inside = new Set(component);
  const circles = new Map<string, string>();
  for (const start of component) {
    const previous = new Map<string, string>();
    const queue = [start];
    let closing: string | undefined;
    while (queue.length > 0 && closing === undefined) {
      const node = queue.shift()!;
      for (const target of [...(graph.get(node) ?? [])].sort()) {
        if (!inside.has(target)) continue;
        if (target === start) {
          closing = node;
          break;
        }
        if (!previous.has(target)) {
          previous.set(target, node);
          queue.push(target);
        }
      }
    }
    if (closing === undefined) continue;
    const path = [closing];
    while (path[0] !== start) path.unshift(previous.get(path[0])!);
    // One key per circle whatever unit it is read from.
    const key = [...path].sort().join(',');
    if (!circles.has(key)) circles.set(key, [...path, start].join(' -> '));
  }
  return [...circles.values()];
}

describe('module graph', () => {
  const graph = unitGraph();

  it('finds the units it checks', () => {
    expect(graph.has('modules/users')).toBe(true);
    expect(graph.has('common/auth')).toBe(true);
    expect([...graph.keys()].filter((unit) => unit.startsWith('modules/')).length).toBeGreaterThanOrEqual(30);
    expect(graph.get('modules/articles')!.has('modules/users')).toBe(true);
  });

  it('has no circles between modules, common/ and the other folders', () => {
    const circles = tangles(graph).flatMap((component) => circlesIn(graph, component));
    expect(circles).toEqual([]);
  });

  it('recognises a circle (so the check above can fail)', () => {
    const sample: Graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c', 'd'])],
      ['c', new Set(['a'])],
      ['d', new Set<string>()],
    ]);
    expect(tangles(sample)).toEqual([['a', 'b', 'c']]);
    expect(circlesIn(sample, ['a', 'b', 'c'])).toEqual(['a -> b -> c -> a']);
    expect(unitOf('modules/users/users.service.ts')).toBe('modules/users');
    expect(unitOf('common/auth/session-user.ts')).toBe('common/auth');
    expect(unitOf('database/base.repository.ts')).toBe('database');
    expect(unitOf('database/entities.ts')).toBeNull();
    expect(unitOf('app.module.ts')).toBeNull();
  });
});
