import request from 'supertest';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('PATCH /api/users/me/profile', () => {
  const t = useTestApp();

  const patch = async (userId: string, body: object, status: number) =>
    request(t.http)
      .patch('/api/users/me/profile')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', await sessionCookieFor(t.dataSource, userId))
      .send(body)
      .expect(status);

  it('saves the profile tab, normalises the handles and answers the updated profile', async () => {
    const me = await createUser(t.dataSource, { username: 'settler', email: 'settler@example.test' });
    const response = await patch(
      me.id,
      {
        displayName: '  Settler  ',
        firstName: 'Sam',
        lastName: "O'Neil-Smith",
        bio: 'Line one.\nLine two.',
        twitterHandle: '@sam_irl',
        twitchUsername: 'sam_irl',
        youtubeChannel: 'samirl',
        discordUsername: 'Sam.IRL',
        showRealName: true,
        showEmail: true,
        displayNamePreference: 'realname',
        showOnlineStatus: false,
        allowFriendRequests: false,
      },
      200,
    );
    expect(response.body).toMatchObject({
      id: me.id,
      displayName: "Sam O'Neil-Smith",
      firstName: 'Sam',
      lastName: "O'Neil-Smith",
      bio: 'Line one.\nLine two.',
      twitterHandle: 'sam_irl',
      twitchUsername: 'sam_irl',
      youtubeChannel: '@samirl',
      discordUsername: 'sam.irl',
      email: 'settler@example.test',
      isOwnProfile: true,
      settings: {
        displayName: 'Settler',
        showRealName: true,
        showEmail: true,
        displayNamePreference: 'realname',
        showOnlineStatus: false,
        allowFriendRequests: false,
      },
    });

    // Others now see the real name and the e-mail, as the user chose.
    const viewer = await createUser(t.dataSource);
    const seen = await request(t.http)
      .get('/api/users/by-username/settler')
      .set('Cookie', await sessionCookieFor(t.dataSource, viewer.id))
      .expect(200);
    expect(seen.body).toMatchObject({ displayName: "Sam O'Neil-Smith", email: 'settler@example.test' });
  });

  it('keeps absent fields, clears a field sent empty or null, and records only the changed fields', async () => {
    const me = await createUser(t.dataSource, {
      bio: 'Old bio',
      twitterHandle: 'old_handle',
      twitchUsername: 'keep_me',
    });
    const response = await patch(me.id, { bio: '', twitterHandle: null, showEmail: false }, 200);
    expect(response.body).toMatchObject({ bio: null, twitterHandle: null, twitchUsername: 'keep_me' });
    const entries = await t.dataSource.query(`SELECT action, actor_id, details FROM audit_log`);
    // showEmail was already false: not a change.
    expect(entries).toEqual([
      { action: 'user.profile.updated', actor_id: me.id, details: { fields: ['bio', 'twitterHandle'] } },
    ]);
  });

  it('records nothing when nothing changes', async () => {
    const me = await createUser(t.dataSource);
    await patch(me.id, {}, 200);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_log`);
    expect(count).toBe(0);
  });

  it.each([
    ['a bio over 1000 characters', { bio: 'x'.repeat(1001) }, 'bio'],
    ['a Twitter handle with a space', { twitterHandle: 'two words' }, 'twitterHandle'],
    ['a Twitter handle over 15 characters', { twitterHandle: '@sixteen_chars_xx' }, 'twitterHandle'],
    ['a Twitch name of 3 characters', { twitchUsername: 'abc' }, 'twitchUsername'],
    ['a YouTube URL instead of a handle', { youtubeChannel: 'https://youtube.com/@x' }, 'youtubeChannel'],
    ['a Discord name with two dots in a row', { discordUsername: 'a..b' }, 'discordUsername'],
    ['a first name with a control character', { firstName: 'Sam\u0000' }, 'firstName'],
    ['a display name with a control character', { displayName: 'Sam\u0007' }, 'displayName'],
    ['an unknown name preference', { displayNamePreference: 'nickname' }, 'displayNamePreference'],
    ['a flag that is not a boolean', { showEmail: 'yes' }, 'showEmail'],
    ['a flag set to null', { showRealName: null }, 'showRealName'],
    ['a handle that is not text', { twitchUsername: 12345 }, 'twitchUsername'],
    ['a field that does not exist', { role: 'admin' }, 'role'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const me = await createUser(t.dataSource, { bio: 'Unchanged' });
    const response = await patch(me.id, body, 400);
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    const [row] = await t.dataSource.query(`SELECT bio, role FROM users WHERE id = $1`, [me.id]);
    expect(row).toEqual({ bio: 'Unchanged', role: 'user' });
  });

  it('accepts a bio of exactly 1000 characters', async () => {
    const me = await createUser(t.dataSource);
    const response = await patch(me.id, { bio: 'y'.repeat(1000) }, 200);
    expect(response.body.bio).toHaveLength(1000);
  });

  it('needs a session', async () => {
    await request(t.http).patch('/api/users/me/profile').set('Origin', SITE_ORIGIN).send({ bio: 'x' }).expect(401);
  });
});
