// Jest 30 in CommonJS mode; swc transforms our TypeScript and the ESM-only packages (NestJS 12, otplib's
// @noble/@scure crypto, ...).
const tsTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
const esmTransform = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': tsTransform, '^.+\\.m?js$': esmTransform },
  transformIgnorePatterns: [
    '/node_modules/(?!(@nestjs|oauth2-mock-server|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit|is-plain-obj|jose|otplib|@otplib|@scure|@noble|parse5|entities)/)',
  ],
  // @irl/shared from its source (swc compiles it like ours), so tests never run a stale build of it.
  moduleNameMapper: {
    '^@irl/shared$': '<rootDir>/../packages/shared/src/index.ts',
    '^@irl/shared/personal-information$': '<rootDir>/../packages/shared/src/personal-information.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  projects: [
    { ...common, displayName: 'unit', rootDir: '.', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      rootDir: '.',
      testMatch: ['<rootDir>/test/**/*.integration-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.cjs',
      globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
      setupFiles: ['<rootDir>/test/setup/env.ts'],
    },
  ],
  // A cap for tests and hooks on a busy 2-core CI machine, not a timing assertion. Jest reads this
  // option only at the top level: inside a project entry it is silently ignored.
  testTimeout: 30000,
  // Each test file boots the whole application; some module of it stays reachable after app.close(), so a
  // worker's heap grows by 50-100 MB per file. A worker past this limit after a file is replaced by a fresh
  // one (only with workers: --runInBand keeps one process and needs a larger heap instead).
  workerIdleMemoryLimit: '1200MB',
};
