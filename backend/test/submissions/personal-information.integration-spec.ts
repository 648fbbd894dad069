import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { signedIn } from '../articles/article-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Personal information in what members write', () => {
  const t = useTestApp();

  it('marks what a submission holds for the reviewer, field by field', async () => {
    const member = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, member.id);
    const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    const created = await browserRequest(t.http, 'post', '/api/submissions', cookie)
      .send({
        type: 'person',
        name: 'Corner Store Carl',
        description: 'Streams from his shop. Call (415) 555-2671 to reach him at 12 Elm Street.',
        nicknames: ['Carl', 'carl@example.com'],
        tags: [],
      })
      .expect(201);
    const review = await browserRequest(
      t.http,
      'get',
      `/api/admin/submissions/${created.body.submission.id}`,
      admin.cookie,
    ).expect(200);
    expect(review.body.personalInformation).toHaveLength(3);
    expect(review.body.personalInformation).toEqual(
      expect.arrayContaining([
        { field: 'description', kind: 'phone', text: '(415) 555-2671' },
        { field: 'description', kind: 'street_address', text: '12 Elm Street' },
        { field: 'nicknames[1]', kind: 'email', text: 'carl@example.com' },
      ]),
    );
  });

  it('a submission without any has an empty list', async () => {
    const member = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, member.id);
    const admin = await signedIn(t.dataSource, { role: UserRole.Admin });
    const created = await browserRequest(t.http, 'post', '/api/submissions', cookie)
      .send({
        type: 'event',
        name: 'The 2017 bus stream',
        description: 'Forty streamers on one bus across Texas.',
        tags: [],
      })
      .expect(201);
    const review = await browserRequest(
      t.http,
      'get',
      `/api/admin/submissions/${created.body.submission.id}`,
      admin.cookie,
    ).expect(200);
    expect(review.body.personalInformation).toEqual([]);
  });

  it('holds a comment with a phone number until a moderator approves it, whatever the settings', async () => {
    const author = await createUser(t.dataSource);
    const article = await createArticle(t.dataSource, author);
    const member = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, member.id);
    const posted = await browserRequest(t.http, 'post', `/api/articles/${article.id}/comments`, cookie)
      .send({ content: 'His real number is +1 415-555-2671, spam him' })
      .expect(201);
    expect(posted.body.heldReason).toBe('personal-info');
    const list = await request(t.http).get(`/api/articles/${article.id}/comments`).expect(200);
    expect(list.body.items).toEqual([]);

    const ordinary = await browserRequest(t.http, 'post', `/api/articles/${article.id}/comments`, cookie)
      .send({ content: 'I watched the 2016-2019 streams, 3,500,000 views total' })
      .expect(201);
    expect(ordinary.body.heldReason).toBeNull();
  });
});
