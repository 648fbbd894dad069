import Module from 'node:module';

/**
 * Jest's moduleNameMapper does not apply to globalSetup, which loads our NodeNext sources
 * ('./x.js' specifiers). Map relative .js requests to the .ts file beside them.
 */
const moduleWithResolver = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const original = moduleWithResolver._resolveFilename;
moduleWithResolver._resolveFilename = function resolve(request: string, ...rest: unknown[]) {
  if (/^\.{1,2}\/.*\.js$/.test(request)) {
    try {
      return original.call(this, request.replace(/\.js$/, '.ts'), ...rest);
    } catch {
      // fall through to the request as written
    }
  }
  return original.call(this, request, ...rest);
};
