import { createHmac, hkdfSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import request from 'supertest';
import { validateEnvironment } from '../../src/config/environment.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase } from '../utils/test-app.js';

const example = parseEnv(readFileSync(join(__dirname, '../../../.env.example'), 'utf8'));

describe('Secrets', () => {
  it('refuses the placeholder SESSION_SECRET of .env.example in production', () => {
    const production = { ...example, NODE_ENV: 'production', PUBLIC_URL: 'https://irl-history.example' };
    expect(() => validateEnvironment(production)).toThrow(/SESSION_SECRET/);
    expect(() =>
      validateEnvironment({ ...production, SESSION_SECRET: 'change-me-please-0123456789abcdefghij' }),
    ).toThrow(/SESSION_SECRET/);
    expect(() =>
      validateEnvironment({ ...production, SESSION_SECRET: 'a3f9c1d27be84e06b5d1c9f2a7e34b8d' }),
    ).not.toThrow();
  });

  it('still accepts .env.example as it is for development', () => {
    expect(() => validateEnvironment(example)).not.toThrow();
  });

  it('hashes anonymous views with a key derived from SESSION_SECRET, not with the session secret itself', async () => {
    const t = await createTestApp();
    try {
      await resetDatabase(t.dataSource);
      const article = await createArticle(t.dataSource, await createUser(t.dataSource));
      await request(t.http).post(`/api/articles/${article.id}/views`).set('Origin', SITE_ORIGIN).expect(200);
      const [{ viewer_key: stored }] = await t.dataSource.query<{ viewer_key: string }[]>(
        `SELECT "viewer_key" FROM "article_view_days"`,
      );
      const day = new Date().toISOString().slice(0, 10);
      const secret = process.env.SESSION_SECRET!;
      const hash = (key: Buffer | string) =>
        `anon:${createHmac('sha256', key).update(`${day}\n127.0.0.1`).digest('hex').slice(0, 32)}`;
      expect(stored).not.toBe(hash(secret));
      const derived = Buffer.from(hkdfSync('sha256', secret, '', 'irl-history view hashing', 32));
      expect(stored).toBe(hash(derived));
    } finally {
      await t.close();
    }
  });
});
