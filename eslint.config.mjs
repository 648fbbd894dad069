import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
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
);
