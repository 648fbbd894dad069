import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, type TestApp } from '../utils/test-app.js';

const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>IRL Stream History</title>
</head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`;

describe('Built SPA assets in production: no source maps, gzip copies', () => {
  let t: TestApp;
  let spaDir: string;

  beforeAll(async () => {
    spaDir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(spaDir, 'assets'));
    writeFileSync(join(spaDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(spaDir, 'assets', 'index-abc123.js'), 'console.log("app");\n');
    writeFileSync(join(spaDir, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("app");\n'));
    // A map left in the directory by mistake (the production build writes none).
    writeFileSync(join(spaDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
    process.env.NODE_ENV = 'production';
    process.env.ROOT_SIGN_IN_ENABLED = 'false';
    process.env.SPA_DIST_DIR = spaDir;
    try {
      t = await createTestApp();
    } finally {
      delete process.env.SPA_DIST_DIR;
      process.env.NODE_ENV = 'test';
      process.env.ROOT_SIGN_IN_ENABLED = 'true';
    }
  });
  afterAll(async () => {
    await t.close();
    rmSync(spaDir, { recursive: true, force: true });
  });

  it('answers 404 for a source map that exists in the directory', async () => {
    const response = await request(t.http).get('/assets/index-abc123.js.map').expect(404);
    expect(response.text).not.toContain('sources');
  });

  it('answers 404 for a source map that does not exist, instead of the SPA page', async () => {
    const response = await request(t.http).get('/assets/missing-xyz.css.map').expect(404);
    expect(response.text).not.toContain('<div id="root">');
  });

  it('still serves the scripts themselves and the SPA page', async () => {
    await request(t.http)
      .get('/assets/index-abc123.js')
      .expect(200)
      .expect('Content-Type', /javascript/);
    await request(t.http).get('/browse').expect(200).expect('Content-Type', /html/);
  });

  it('sends the built gzip copy of an asset to a browser that accepts gzip, and the plain file otherwise', async () => {
    const zipped = await request(t.http)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200)
      .expect('Content-Encoding', 'gzip')
      .expect('Content-Type', /javascript/)
      .expect('Vary', /Accept-Encoding/);
    expect(zipped.text).toBe('console.log("app");\n');
    const plain = await request(t.http).get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("app");\n');
  });
});
