import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Starting a data export while Redis is unreachable', () => {
  const t = useTestApp({ redisUnreachable: true });

  it('answers 503 and stores nothing', async () => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    const response = await browserRequest(t.http, 'post', '/api/settings/export', cookie).expect(503);
    expect(response.body.message).toContain('Exports are unavailable right now');
    expect(await t.dataSource.query(`SELECT 1 FROM "data_exports" WHERE "user_id" = $1`, [user.id])).toHaveLength(0);
  });
});
