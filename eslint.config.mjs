import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/*
 * Frontend layering: app/ may import features; a feature imports only its own files and the shared
 * components/, lib/ and api/; components/ and lib/ import neither features nor app/. Shared pieces
 * move to components/ or lib/ rather than being borrowed from another feature.
 */
const featureNames = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const noAppImport = {
  group: ['@/app', '@/app/**'],
  message: 'Only app/ composes the application; pass what you need in.',
};
const noFeatureImport = {
  group: ['@/features', '@/features/**'],
  message: 'Shared code must not depend on a feature: move the piece to components/ or lib/.',
};
const featurePatterns = (name) => [
  {
    group: ['@/features/**', `!@/features/${name}`, `!@/features/${name}/**`],
    message: 'A feature must not import another feature: move the shared piece to components/ or lib/.',
  },
  {
    regex: '^\\.\\./',
    message: 'Import within the feature with ./ and shared code with @/ (no ../ across folders).',
  },
];
const testFiles = ['**/*.test.{ts,tsx}'];
// Tests are composition roots too: they may mount app/ providers, but still not another feature.
const featureBoundaryBlocks = featureNames.flatMap((name) => [
  {
    files: [`frontend/src/features/${name}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: { 'no-restricted-imports': ['error', { patterns: [noAppImport, ...featurePatterns(name)] }] },
  },
  {
    files: testFiles.map((glob) => `frontend/src/features/${name}/${glob}`),
    rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(name) }] },
  },
]);

/*
 * Backend boundaries. backend/src is made of units: each folder under modules/ and common/, and
 * config/, database/, queues/, openapi/, spa/. A unit imports its own files freely. Across units:
 * - which kinds of unit it may import at all (UNIT_MAY_IMPORT; common/ never imports modules/);
 * - a module is reached only through what it exports: its `*.module.ts` and `*.service.ts` files and the
 *   files it lists in PUBLIC_FILES below (types, rules, error messages it shares on purpose);
 * - never another module's entities/ (not even `import type`): other modules read its data through its
 *   services and the record types it makes public (users/user-record.ts, ...), and their entities name
 *   its entity in a relation by class name (`@ManyToOneOn('User', 'user_id', ...)`, common/persistence).
 * The composition roots (files directly under src/, the database wiring that lists every module's
 * entities, migrations and demo content) and tests may import anything.
 */
const BACKEND_SRC = fileURLToPath(new URL('./backend/src/', import.meta.url));
const UNIT_MAY_IMPORT = {
  config: [],
  common: ['common', 'config'],
  database: ['common', 'config'],
  queues: ['common', 'config'],
  modules: ['common', 'config', 'database', 'queues', 'modules'],
  openapi: ['common', 'config', 'modules'],
  spa: ['common', 'config', 'modules'],
};
/** Per module, the files besides `*.module.ts` and `*.service.ts` that other units may import. */
const PUBLIC_FILES = {
  archive: ['archive-similar-names.ts', 'archive-types.ts'],
  articles: [
    'article-html.ts',
    'article-record.ts',
    'article-saved.ts',
    'article-deleted.ts',
    'dto/article-input.transforms.ts',
    'article-topics.ts',
    'articles.errors.ts',
    'references/reference-format.ts',
  ],
  blocks: ['block-listener.ts'],
  communications: ['dto/notification-preferences.dto.ts'],
  flairs: ['chosen-flairs-column.ts'],
  mail: ['email-template-defaults.ts', 'mail-sender.ts', 'template-render.ts'],
  messages: ['dto/message.dto.ts'],
  'moderation-log': ['dto/moderation-reason.dto.ts', 'moderation-log.errors.ts'],
  notifications: ['dto/notification.dto.ts', 'notification-kind.ts'],
  points: ['points-purchases.ts', 'points.errors.ts'],
  'second-factor': ['second-factor-state.ts'],
  'security-settings': ['security-settings.errors.ts'],
  settings: ['feature-access.ts', 'settings.errors.ts'],
  'site-settings': ['dto/system-settings.dto.ts'],
  store: ['store-item-kind.ts', 'store-item-record.ts'],
  submissions: [
    'imported-duplicates.flagger.ts',
    'imported-submissions.writer.ts',
    'pending-submissions-quota.ts',
    'submission-rules.ts',
  ],
  syndication: ['syndication-paths.ts'],
  users: [
    'account-authority.ts',
    'ban-state.ts',
    'current-user.ts',
    'display-name.ts',
    'flair-badge.ts',
    'placeholder-user.ts',
    'root-user.ts',
    'user-role.ts',
    'user-row.ts',
    'user-stats.ts',
    'user-record.ts',
    'user-summary.ts',
    'users.errors.ts',
  ],
};
const DATABASE_WIRING =
  /^database\/(entities|data-source|data-source-options|migrate|database\.module)\.ts$|^database\/(migrations|seed)\//;

/** { kind, unit, inside } of a path under backend/src, or null for a composition root. */
function backendUnit(path) {
  const parts = path.split('/');
  if (parts.length === 1 || DATABASE_WIRING.test(path)) return null;
  if (parts[0] === 'modules' || parts[0] === 'common') {
    if (parts.length === 2) return null;
    return { kind: parts[0], unit: `${parts[0]}/${parts[1]}`, inside: parts.slice(2).join('/') };
  }
  return { kind: parts[0], unit: parts[0], inside: parts.slice(1).join('/') };
}

function boundaryProblem(from, to) {
  if (!to || from.unit === to.unit) return null;
  if (!(UNIT_MAY_IMPORT[from.kind] ?? []).includes(to.kind)) {
    return `${from.unit} must not import from ${to.kind}/ (${to.unit}).`;
  }
  if (to.kind !== 'modules') return null;
  const name = to.unit.slice('modules/'.length);
  if (to.inside.startsWith('entities/')) {
    return (
      `${to.unit}/${to.inside} is an entity of the ${name} module: no other module imports it, not even with ` +
      `\`import type\`. Read its data through the ${name} services and the record types the module exports ` +
      "(e.g. users/user-record.ts); in an entity, name it by class in the relation: @ManyToOneOn('User', " +
      "'user_id', { ... }) from common/persistence/relations.ts."
    );
  }
  if (/\.(module|service)\.ts$/.test(to.inside) || (PUBLIC_FILES[name] ?? []).includes(to.inside)) return null;
  return (
    `${to.unit}/${to.inside} is not part of what ${name} exports (its *.module.ts, *.service.ts and ` +
    'PUBLIC_FILES in eslint.config.mjs): use its service, or make the file public there on purpose.'
  );
}

const moduleBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = relative(BACKEND_SRC, context.filename).split(sep).join('/');
    const from = file.startsWith('..') ? null : backendUnit(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = relative(BACKEND_SRC, resolve(dirname(context.filename), source.value));
      const to = target.startsWith('..') ? null : backendUnit(target.split(sep).join('/').replace(/\.js$/, '.ts'));
      const message = boundaryProblem(from, to);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'frontend/src/api/generated/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/test-results/**',
      '**/*.config.*',
      '**/*.cjs',
      '**/*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: {
      // Nest needs runtime class references for DI and DTO metadata.
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    // Queues are registered through registerQueues, which builds them (and their workers) with an error
    // listener from the start: BullModule.registerQueue alone would log every failed reconnect as a stack.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/queues/register-queues.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'BullModule',
          property: 'registerQueue',
          message: 'Use registerQueues (src/queues/register-queues.ts).',
        },
      ],
    },
  },
  {
    // Module boundaries (see moduleBoundaries above); tests compose modules and may reach inside them.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/**/*.spec.ts'],
    plugins: { backend: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'backend/module-boundaries': 'error' },
  },
  {
    files: ['backend/**/*.spec.ts', 'backend/test/**/*.ts', 'packages/*/src/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['frontend/src/components/**/*.{ts,tsx}', 'frontend/src/lib/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noAppImport, noFeatureImport, { regex: '^\\.\\./\\.\\./', message: 'Use the @/ alias.' }] },
      ],
    },
  },
  {
    files: testFiles.flatMap((glob) => [`frontend/src/components/${glob}`, `frontend/src/lib/${glob}`]),
    rules: { 'no-restricted-imports': ['error', { patterns: [noFeatureImport] }] },
  },
  ...featureBoundaryBlocks,
  {
    files: ['frontend/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './support/test': its `test` closes the browser contexts a test opens.",
            },
          ],
        },
      ],
    },
  },
);
