import { Writable } from 'node:stream';
import request from 'supertest';
import { loggableError } from '../../src/common/logging/redact.js';
import { createRootLogger } from '../../src/common/logging/request-logger.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, type TestApp } from '../utils/test-app.js';

describe('Logs hold paths, not codes, signatures or query strings', () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await createTestApp({ logger: createRootLogger('info', sink) });
  });
  afterAll(() => t.close());

  const logged = () => lines.join('');

  it('logs an OAuth callback by its path, without the code or state', async () => {
    await request(t.http).get('/api/auth/google/callback?code=4%2F0AOAUTHCODE123&state=STATE456&scope=email');
    expect(logged()).toContain('/api/auth/google/callback');
    expect(logged()).not.toMatch(/OAUTHCODE123|STATE456/);
  });

  it("logs a Steam callback by its path, without OpenID's signature", async () => {
    await request(t.http).get(
      '/api/auth/steam/callback?openid.mode=id_res&openid.sig=STEAMSIGNATURE789&openid.assoc_handle=HANDLE1',
    );
    expect(logged()).toContain('/api/auth/steam/callback');
    expect(logged()).not.toMatch(/STEAMSIGNATURE789|HANDLE1/);
  });

  it('leaves the query string out of errors, in the log and in the answer', async () => {
    const response = await request(t.http)
      .get('/api/articles/999999?token=QUERYSECRET42')
      .set('Origin', SITE_ORIGIN)
      .expect(404);
    expect(response.body.path).toBe('/api/articles/999999');
    expect(logged()).toContain('/api/articles/999999');
    expect(logged()).not.toContain('QUERYSECRET42');
  });

  it("keeps an already converted error's message in the line (the logger's serializer used to make it [object Object])", () => {
    const sink: string[] = [];
    const logger = createRootLogger('info', {
      write: (line: string) => sink.push(line),
    });
    logger.warn({ err: loggableError(new Error('timeout exceeded when trying to connect')) }, 'Request failed');
    logger.flush?.();
    const line = JSON.parse(sink.join('')) as { err: { message: string; type: string } };
    expect(line.err).toMatchObject({ type: 'Error', message: 'timeout exceeded when trying to connect' });
  });
});
