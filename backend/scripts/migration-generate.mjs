#!/usr/bin/env node
// Generates a migration from the difference between the entities and the database at DATABASE_URL.
//   DATABASE_URL=postgres://... npm run migration:generate -- <PascalName> [--module <name>]
// Pending migrations are applied to that database first, so the new file holds only the new change.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
const migrationsDir = join(backend, 'src', 'database', 'migrations');
const typeormCli = join(backend, '..', 'node_modules', 'typeorm', 'cli.js');

function fail(message) {
  console.error(`migration:generate: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const moduleFlag = args.indexOf('--module');
const moduleName = moduleFlag >= 0 ? args[moduleFlag + 1] : undefined;
const [name] = args.filter((arg, index) => !arg.startsWith('--') && (moduleFlag < 0 || index !== moduleFlag + 1));

if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
  fail('give the migration a PascalCase name, e.g. `npm run migration:generate -- AccountMerges --module core`');
}
if (!process.env.DATABASE_URL)
  fail('set DATABASE_URL to a database of this project (pending migrations are applied to it first)');
if (moduleName && !existsSync(join(migrationsDir, `${moduleName}.migrations.ts`))) {
  fail(`no list ${moduleName}.migrations.ts in ${relative(process.cwd(), migrationsDir)}`);
}

// TypeORM's CLI loads the TypeScript data source through swc (tsx would drop the decorator metadata).
function typeorm(...command) {
  const result = spawnSync(
    process.execPath,
    [
      '--conditions=@irl/source',
      '--import',
      '@swc-node/register/esm-register',
      typeormCli,
      ...command,
      '-d',
      'src/database/data-source.ts',
    ],
    { cwd: backend, stdio: 'inherit', env: process.env },
  );
  return result.status ?? 1;
}

const before = new Set(readdirSync(migrationsDir));
// One transaction per migration, as the app migrates: a new enum value must be committed before use.
if (typeorm('migration:run', '-t', 'each') !== 0) fail('could not apply the pending migrations');
const status = typeorm('migration:generate', join('src', 'database', 'migrations', name));
const created = readdirSync(migrationsDir).filter((file) => !before.has(file));
if (status !== 0 || created.length === 0) process.exit(status || 1);

const file = created[0];
spawnSync(
  process.execPath,
  [join(backend, '..', 'node_modules', 'prettier', 'bin', 'prettier.cjs'), '--write', join(migrationsDir, file)],
  {
    stdio: 'inherit',
  },
);
const className = `${name}${file.split('-')[0]}`;
const list = moduleName ? `${moduleName}.migrations.ts` : '<module>.migrations.ts';
console.log(`
Created src/database/migrations/${file} (class ${className}).
Now register it: import { ${className} } from './${file.replace(/\.ts$/, '.js')}'; and add ${className}
to the array in src/database/migrations/${list} (the list of the module that owns the change).
Check it with: DATABASE_URL=... npm run typeorm -- migration:revert (then run it again).`);
