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
    files: ['backend/**/*.spec.ts', 'backend/test/**/*.ts'],
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
);
