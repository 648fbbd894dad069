import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * Where code goes, checked on the sources so a new module cannot drift from the pattern:
 * raw SQL and TypeORM queries live in `<module>.repository.ts` classes (anywhere in src but database/,
 * which holds the connection, migrations and the shared Postgres helpers); account-merge steps keep
 * only their collision rules and call their repository (or declare their moves for database/'s
 * userRowsMergeStep); controllers only validate and call a service.
 */
const MODULES_DIR = __dirname;
const SRC_DIR = join(__dirname, '..');

function sourcesEndingWith(suffix: string, dir = MODULES_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith(suffix) && !path.endsWith('.spec.ts'))
    .map((path) => join(dir, path))
    .sort();
}

/** The code without comments, so a comment may still mention a statement. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

const QUERY_CALL = /\.(query|getRepository|createQueryBuilder)\s*[<(]/;
const SQL_STATEMENT = /\b(SELECT\s[\s\S]*?\bFROM|INSERT\s+INTO|UPDATE\s+"?\w+"?\s+(\w+\s+)?SET|DELETE\s+FROM)\b/;
const DATA_SOURCE = /\b(DataSource|dataSource|EntityManager\b[^;]*\.query)\b/;
const REPOSITORY_IMPORT = /from\s+'[^']*\.repository\.js'/;

/** Files of src (outside database/) that may hold SQL or query the database without being a repository, and why. */
const ALLOWED_QUERIES: Record<string, string> = {
  'modules/account-merge/user-references.ts':
    'reads the PostgreSQL catalog (foreign keys to users) for the merge runner',
  'modules/data-export/export-tables.ts':
    'the one list of exported tables: a read-only statement per section, run by DataExportRepository',
  'modules/flairs/chosen-flairs-column.ts':
    "a column's subquery (a user's chosen flairs as badges), embedded by ArticlesRepository's article page statement",
  'modules/badges/badge-rules.ts':
    'the one list of rule badges: a read-only SELECT of the users who earned each, run by BadgesRepository',
  'common/security/session.middleware.ts':
    "the session store (connect-pg-simple on its own pool) reads the session and its user's row in one statement, before Nest handles the request",
};

const offenders = (files: string[], test: (code: string) => boolean, dir = MODULES_DIR) =>
  files.filter((file) => test(codeOf(file))).map((file) => relative(dir, file));

describe('module layout', () => {
  const steps = sourcesEndingWith('.account-merge.ts');
  const controllers = sourcesEndingWith('.controller.ts');

  it('finds the files it checks', () => {
    expect(steps.length).toBeGreaterThanOrEqual(8);
    expect(controllers.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps SQL out of account-merge steps (their repository runs it)', () => {
    expect(offenders(steps, (code) => QUERY_CALL.test(code) || SQL_STATEMENT.test(code))).toEqual([]);
  });

  it('keeps data access out of controllers', () => {
    expect(
      offenders(
        controllers,
        (code) =>
          QUERY_CALL.test(code) || SQL_STATEMENT.test(code) || DATA_SOURCE.test(code) || REPOSITORY_IMPORT.test(code),
      ),
    ).toEqual([]);
  });

  it('runs queries only in repository classes, in the modules and everywhere else in src but database/', () => {
    const others = sourcesEndingWith('.ts', SRC_DIR).filter((file) => {
      const path = relative(SRC_DIR, file);
      return !path.startsWith('database/') && !file.endsWith('.repository.ts') && !(path in ALLOWED_QUERIES);
    });
    expect(others.length).toBeGreaterThan(100);
    expect(others.some((file) => relative(SRC_DIR, file).startsWith('spa/'))).toBe(true);
    expect(offenders(others, (code) => QUERY_CALL.test(code) || SQL_STATEMENT.test(code), SRC_DIR)).toEqual([]);
  });

  it('recognises the SQL it looks for (so the checks above can fail)', () => {
    expect(QUERY_CALL.test('await manager.query(`x`, [])')).toBe(true);
    expect(QUERY_CALL.test('manager.query<[unknown[], number]>(')).toBe(true);
    expect(QUERY_CALL.test('this.dataSource.getRepository(User)')).toBe(true);
    expect(SQL_STATEMENT.test('`UPDATE article_likes SET user_id = $2 WHERE user_id = $1`')).toBe(true);
    expect(SQL_STATEMENT.test('`UPDATE users target SET x = 1`')).toBe(true);
    expect(SQL_STATEMENT.test('`DELETE FROM user_follows WHERE ...`')).toBe(true);
    expect(SQL_STATEMENT.test('`SELECT available_points FROM users`')).toBe(true);
    expect(SQL_STATEMENT.test("const FILLED_WHEN_EMPTY = ['display_name', 'email'];")).toBe(false);
    expect(DATA_SOURCE.test('@InjectDataSource() private readonly dataSource: DataSource')).toBe(true);
    expect(REPOSITORY_IMPORT.test("import { UsersRepository } from './users.repository.js';")).toBe(true);
  });
});
