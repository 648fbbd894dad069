import request from 'supertest';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Names are free text, and an unchanged field never blocks a save', () => {
  const t = useTestApp();

  const save = (cookie: string, body: Record<string, unknown>) =>
    request(t.http).patch('/api/users/me/profile').set('Cookie', cookie).set('Origin', SITE_ORIGIN).send(body);

  it('saves a new bio for a user whose provider last name is "User 0749", the form sending the names as they are', async () => {
    const longProviderName = 'Dr. María-José de la Cruz y Fernández, PhD (streams as IRL_Maria) 0749';
    const user = await createUser(t.dataSource, {
      firstName: 'Google',
      lastName: 'User 0749',
      displayName: longProviderName,
    });
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    const response = await save(cookie, {
      firstName: 'Google',
      lastName: 'User 0749',
      displayName: longProviderName,
      bio: 'Walking the streets since 2016.',
    });
    expect(response.status).toBe(200);
    expect(response.body.bio).toBe('Walking the streets since 2016.');
  });

  it.each([['李 小龍'], ['Nguyễn Thị'], ["O'Brien-Smith Jr. 3rd"], ['🦄 Unicorn'], ['X Æ A-12'], ['@stream_king #1']])(
    'accepts the printable name %s',
    async (name) => {
      const user = await createUser(t.dataSource);
      const cookie = await sessionCookieFor(t.dataSource, user.id);
      const response = await save(cookie, { firstName: name, lastName: name });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ firstName: name, lastName: name });
    },
  );

  it.each([
    ['a NUL byte', 'Ada\u0000'],
    ['a line break', 'Ada\nLovelace'],
    ['an escape sequence', 'Ada\u001b[31m'],
    ['a right-to-left override', 'Ada\u202Eecalevol'],
  ])('refuses a name with %s', async (_what, name) => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    const response = await save(cookie, { lastName: name });
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toMatchObject({ field: 'lastName' });
  });

  it('refuses a name longer than 100 characters', async () => {
    const user = await createUser(t.dataSource);
    const cookie = await sessionCookieFor(t.dataSource, user.id);
    await save(cookie, { firstName: 'a'.repeat(100) }).expect(200);
    const response = await save(cookie, { firstName: 'a'.repeat(101) }).expect(400);
    expect(response.body.errors[0]).toMatchObject({ field: 'firstName' });
  });
});
