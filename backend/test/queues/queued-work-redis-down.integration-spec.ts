import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { personCsv } from '../submission-imports/csv-files.js';

describe('Work that needs the job queue, when Redis is unreachable', () => {
  const t = useTestApp({ redisUnreachable: true });

  it('a CSV upload answers 503 with a clear message and stores nothing', async () => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    const response = await browserRequest(t.http, 'post', '/api/submissions/upload', cookie)
      .field('type', 'person')
      .attach('file', Buffer.from(personCsv(3)), { filename: 'people.csv', contentType: 'text/csv' })
      .expect(503);
    expect(response.body.message).toMatch(/job queue cannot be reached\). Nothing was saved/);
    const [counts] = await t.dataSource.query(
      `SELECT (SELECT count(*) FROM submission_batches)::int AS batches,
              (SELECT count(*) FROM submission_batch_file_parts)::int AS files,
              (SELECT count(*) FROM submissions)::int AS submissions`,
    );
    expect(counts).toEqual({ batches: 0, files: 0, submissions: 0 });
  });

  it('a mass message answers 503 with a clear message and stores nothing', async () => {
    const admin = await createUser(t.dataSource, { role: UserRole.Admin });
    const cookie = await sessionCookieFor(t.dataSource, admin.id);
    const response = await browserRequest(t.http, 'post', '/api/admin/mass-message', cookie)
      .send({ subject: 'Hello', content: 'To everyone', recipients: 'all' })
      .expect(503);
    expect(response.body.message).toMatch(/job queue cannot be reached/);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM mass_messages`);
    expect(n).toBe(0);
  });
});
