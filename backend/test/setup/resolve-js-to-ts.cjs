// Jest's moduleNameMapper does not apply to globalSetup, which loads our NodeNext sources
// ('./x.js' specifiers): map relative .js requests to the .ts file beside them, and @irl/shared to its
// source as moduleNameMapper does (its dist may be stale or missing).
const Module = require('node:module');
const { join } = require('node:path');

const sharedSource = join(__dirname, '../../../packages/shared/src/index.ts');
const original = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  if (request === '@irl/shared') return sharedSource;
  if (/^\.{1,2}\/.*\.js$/.test(request)) {
    try {
      return original.call(this, request.replace(/\.js$/, '.ts'), ...rest);
    } catch {
      // fall through to the request as written
    }
  }
  return original.call(this, request, ...rest);
};
