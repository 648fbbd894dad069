import request from 'supertest';
import { signInThroughProvider, withStandInProviders } from '../utils/stand-in-sign-in.js';
import type { TestApp } from '../utils/test-app.js';

describe('Accepting the terms and privacy policy at sign-up', () => {
  const app = withStandInProviders();
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  it('records the versions in force when an account is created on a first sign-in, and not again later', async () => {
    await t.dataSource.query(
      `INSERT INTO legal_documents (kind, version, title, body) VALUES ('terms', 2, 'Terms of Service', '<p>Two</p>')`,
    );
    const agent = request.agent(t.http);
    await signInThroughProvider(agent, 'google', { email: 'newcomer@example.com' });
    const user = (await agent.get('/api/auth/user').expect(200)).body.user as { id: string };
    const rows = () =>
      t.dataSource.query<{ kind: string; version: number }[]>(
        `SELECT kind, version FROM legal_acceptances WHERE user_id = $1 ORDER BY kind`,
        [user.id],
      );
    expect(await rows()).toEqual([
      { kind: 'privacy', version: 1 },
      { kind: 'terms', version: 2 },
    ]);
    const status = await agent.get('/api/legal/status').expect(200);
    expect(status.body.needsAcceptance).toBe(false);

    await signInThroughProvider(request.agent(t.http), 'google', { email: 'newcomer@example.com' });
    expect(await rows()).toHaveLength(2);
  });
});
