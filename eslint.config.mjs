import { readdirSync } from 'node:fs';
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
    // A module uses another module only through its exported service or a public type file
    // (e.g. users/user-summary.ts, users/user-role.ts): never its DTOs, entities, repositories or
    // mappers. Type-only imports stay allowed (the signed-in User, a row type). Entities may relate
    // to other modules' entities (the schema is one), and database/ lists every entity and migration.
    files: ['backend/src/modules/**/*.ts'],
    ignores: ['backend/src/modules/*/entities/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../*/dto/*',
                '../*/entities/*',
                '../*/*.repository*',
                '../*/*.mapper*',
                '../*/*/*.repository*',
                '../*/*/*.mapper*',
                '../../*/dto/*',
                '../../*/entities/*',
                '../../*/*.repository*',
                '../../*/*.mapper*',
                '!../../database/*',
                '../../modules/*/dto/*',
                '../../modules/*/entities/*',
                '../../modules/*/*.repository*',
                '../../modules/*/*.mapper*',
              ],
              allowTypeImports: true,
              message:
                "Use the other module's exported service or public type file; " +
                'its DTOs, entities, repositories and mappers are its own.',
            },
          ],
        },
      ],
    },
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
