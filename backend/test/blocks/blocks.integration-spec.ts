import { AccountMergeService } from '../../src/modules/account-merge/account-merge.service.js';
import { createArticle } from '../factories/article.factory.js';
import { createUser } from '../factories/user.factory.js';
import { comment, follow } from '../profiles/profile-fixtures.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Blocks', () => {
  const t = useTestApp();

  const blockRows = () =>
    t.dataSource.query<{ blocker_id: string; blocked_id: string }[]>(`SELECT blocker_id, blocked_id FROM user_blocks`);
  const followRows = () =>
    t.dataSource.query<{ follower_id: string; followee_id: string }[]>(
      `SELECT follower_id, followee_id FROM user_follows`,
    );

  /** Two members; `me` is signed in. */
  async function pair() {
    const me = await createUser(t.dataSource);
    const other = await createUser(t.dataSource);
    return { me, other, cookie: await sessionCookieFor(t.dataSource, me.id) };
  }

  describe('PUT and DELETE /api/blocks/{userId}', () => {
    it('blocks once however often it is asked', async () => {
      const { me, other, cookie } = await pair();
      for (let i = 0; i < 2; i += 1) {
        const response = await browserRequest(t.http, 'put', `/api/blocks/${other.id}`, cookie).expect(200);
        expect(response.body).toEqual({ userId: other.id, blocked: true });
      }
      expect(await blockRows()).toEqual([{ blocker_id: me.id, blocked_id: other.id }]);
      const status = await browserRequest(t.http, 'get', `/api/blocks/${other.id}`, cookie).expect(200);
      expect(status.body).toEqual({ userId: other.id, blocked: true });
    });

    it('unblocks, and unblocking again changes nothing', async () => {
      const { other, cookie } = await pair();
      await browserRequest(t.http, 'put', `/api/blocks/${other.id}`, cookie).expect(200);
      for (let i = 0; i < 2; i += 1) {
        const response = await browserRequest(t.http, 'delete', `/api/blocks/${other.id}`, cookie).expect(200);
        expect(response.body).toEqual({ userId: other.id, blocked: false });
      }
      expect(await blockRows()).toEqual([]);
    });

    it('refuses to block yourself with 400 naming the field', async () => {
      const { me, cookie } = await pair();
      const response = await browserRequest(t.http, 'put', `/api/blocks/${me.id}`, cookie).expect(400);
      expect(response.body.message).toBe('You cannot block yourself.');
      expect(response.body.errors).toEqual([{ field: 'userId', reason: 'You cannot block yourself.' }]);
      expect(await blockRows()).toEqual([]);
    });

    it('answers 404 for an unknown user', async () => {
      const { cookie } = await pair();
      const unknown = '7a1c2f4e-0000-4000-8000-000000000001';
      const response = await browserRequest(t.http, 'put', `/api/blocks/${unknown}`, cookie).expect(404);
      expect(response.body.message).toBe('User Not Found');
      await browserRequest(t.http, 'delete', `/api/blocks/${unknown}`, cookie).expect(404);
      await browserRequest(t.http, 'put', '/api/blocks/not-a-uuid', cookie).expect(404);
    });

    it('answers 401 when signed out', async () => {
      const { other } = await pair();
      await browserRequest(t.http, 'put', `/api/blocks/${other.id}`).expect(401);
      await browserRequest(t.http, 'delete', `/api/blocks/${other.id}`).expect(401);
      await browserRequest(t.http, 'get', '/api/blocks').expect(401);
      expect(await blockRows()).toEqual([]);
    });

    it('ends the follows between the two, both ways, and no other follow', async () => {
      const { me, other, cookie } = await pair();
      const bystander = await createUser(t.dataSource);
      await follow(t.dataSource, me.id, other.id);
      await follow(t.dataSource, other.id, me.id);
      await follow(t.dataSource, bystander.id, me.id);
      await browserRequest(t.http, 'put', `/api/blocks/${other.id}`, cookie).expect(200);
      expect(await followRows()).toEqual([{ follower_id: bystander.id, followee_id: me.id }]);
    });
  });

  describe('GET /api/blocks', () => {
    it('lists the people I block, most recent first, page by page', async () => {
      const { me, cookie } = await pair();
      const blocked = [await createUser(t.dataSource), await createUser(t.dataSource), await createUser(t.dataSource)];
      for (const [i, user] of blocked.entries()) {
        await t.dataSource.query(
          `INSERT INTO user_blocks (blocker_id, blocked_id, created_at) VALUES ($1, $2, now() - make_interval(mins => $3))`,
          [me.id, user.id, 10 - i],
        );
      }
      const someoneElse = await createUser(t.dataSource);
      await t.dataSource.query(`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
        someoneElse.id,
        me.id,
      ]);

      const first = await browserRequest(t.http, 'get', '/api/blocks?limit=2', cookie).expect(200);
      expect(first.body.total).toBe(3);
      expect(first.body.items.map((user: { id: string }) => user.id)).toEqual([blocked[2].id, blocked[1].id]);
      expect(first.body.items[0]).toMatchObject({ username: blocked[2].username, displayName: expect.any(String) });
      expect(first.body.nextCursor).toEqual(expect.any(String));

      const second = await browserRequest(
        t.http,
        'get',
        `/api/blocks?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
        cookie,
      ).expect(200);
      expect(second.body.items.map((user: { id: string }) => user.id)).toEqual([blocked[0].id]);
      expect(second.body.nextCursor).toBeNull();
    });

    it('is empty when I block nobody', async () => {
      const { cookie } = await pair();
      const response = await browserRequest(t.http, 'get', '/api/blocks', cookie).expect(200);
      expect(response.body).toEqual({ items: [], nextCursor: null, total: 0 });
    });
  });

  describe('what a block changes for the blocked person', () => {
    it('refuses their direct message to the blocker exactly like a receiver who cannot receive', async () => {
      const { me: blocker, other: blocked, cookie } = await pair();
      const blockedCookie = await sessionCookieFor(t.dataSource, blocked.id);
      const bystander = await createUser(t.dataSource);
      const bystanderCookie = await sessionCookieFor(t.dataSource, bystander.id);
      await browserRequest(t.http, 'put', `/api/blocks/${blocked.id}`, cookie).expect(200);

      const refused = await browserRequest(t.http, 'post', '/api/messages', blockedCookie)
        .send({ receiverId: blocker.id, content: 'Hello?' })
        .expect(400);
      const banned = await createUser(t.dataSource, { isBanned: true });
      const cannotReceive = await browserRequest(t.http, 'post', '/api/messages', blockedCookie)
        .send({ receiverId: banned.id, content: 'Hello?' })
        .expect(400);
      expect(refused.body.message).toBe('This user cannot receive messages.');
      expect(withoutTime(refused.body)).toEqual(withoutTime(cannotReceive.body));

      // Others still reach the blocker, and the blocker still reaches the blocked person.
      await browserRequest(t.http, 'post', '/api/messages', bystanderCookie)
        .send({ receiverId: blocker.id, content: 'Hi' })
        .expect(201);
      await browserRequest(t.http, 'post', '/api/messages', cookie)
        .send({ receiverId: blocked.id, content: 'Hi' })
        .expect(201);
    });

    it('refuses their follow of the blocker like a profile they may not see, and lets others follow', async () => {
      const { me: blocker, other: blocked, cookie } = await pair();
      const blockedCookie = await sessionCookieFor(t.dataSource, blocked.id);
      const bystander = await createUser(t.dataSource);
      await browserRequest(t.http, 'put', `/api/blocks/${blocked.id}`, cookie).expect(200);

      const refused = await browserRequest(t.http, 'post', `/api/users/${blocker.id}/follow`, blockedCookie).expect(
        404,
      );
      expect(refused.body.message).toBe('User Not Found');
      await browserRequest(
        t.http,
        'post',
        `/api/users/${blocker.id}/follow`,
        await sessionCookieFor(t.dataSource, bystander.id),
      ).expect(200);
      expect(await followRows()).toEqual([{ follower_id: bystander.id, followee_id: blocker.id }]);

      await browserRequest(t.http, 'delete', `/api/blocks/${blocked.id}`, cookie).expect(200);
      await browserRequest(t.http, 'post', `/api/users/${blocker.id}/follow`, blockedCookie).expect(200);
    });

    it('flags their comments for the blocker only', async () => {
      const { other: blocked, cookie } = await pair();
      const bystander = await createUser(t.dataSource);
      const article = await createArticle(t.dataSource, bystander);
      await comment(t.dataSource, article.id, blocked.id, undefined, 'From the blocked member');
      await comment(t.dataSource, article.id, bystander.id, undefined, 'From someone else');
      await browserRequest(t.http, 'put', `/api/blocks/${blocked.id}`, cookie).expect(200);

      const flags = async (cookieOf?: string) => {
        const response = await browserRequest(t.http, 'get', `/api/articles/${article.id}/comments`, cookieOf).expect(
          200,
        );
        return Object.fromEntries(
          response.body.items.map((item: { content: string; authorBlockedByViewer: boolean }) => [
            item.content,
            item.authorBlockedByViewer,
          ]),
        );
      };
      expect(await flags(cookie)).toEqual({ 'From the blocked member': true, 'From someone else': false });
      expect(await flags(await sessionCookieFor(t.dataSource, bystander.id))).toEqual({
        'From the blocked member': false,
        'From someone else': false,
      });
      expect(await flags()).toEqual({ 'From the blocked member': false, 'From someone else': false });
    });
  });

  describe('people data', () => {
    it('moves the blocks of a merged account to the target, without duplicates or self-blocks', async () => {
      const [source, target, third, fourth, fifth] = [
        await createUser(t.dataSource),
        await createUser(t.dataSource),
        await createUser(t.dataSource),
        await createUser(t.dataSource),
        await createUser(t.dataSource),
      ];
      await t.dataSource.query(
        `INSERT INTO user_blocks (blocker_id, blocked_id) VALUES
           ($1, $2), ($2, $1), -- between the two accounts: would become self-blocks
           ($1, $3), ($2, $3), -- both block the same person
           ($4, $1), ($4, $2), -- both blocked by the same person
           ($1, $5), ($5, $1)  -- only the source's`,
        [source.id, target.id, third.id, fourth.id, fifth.id],
      );
      await t.app.get(AccountMergeService).merge({ sourceId: source.id, targetId: target.id });
      const rows = await t.dataSource.query<{ blocker_id: string; blocked_id: string }[]>(
        `SELECT blocker_id, blocked_id FROM user_blocks ORDER BY blocker_id, blocked_id`,
      );
      const expected = [
        { blocker_id: target.id, blocked_id: third.id },
        { blocker_id: fourth.id, blocked_id: target.id },
        { blocker_id: target.id, blocked_id: fifth.id },
        { blocker_id: fifth.id, blocked_id: target.id },
      ];
      const byPair = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        `${a.blocker_id}${a.blocked_id}`.localeCompare(`${b.blocker_id}${b.blocked_id}`);
      expect(rows.sort(byPair)).toEqual(expected.sort(byPair));
    });

    it('erases the blocks both ways when an account is deleted', async () => {
      const { me, other } = await pair();
      const third = await createUser(t.dataSource);
      await t.dataSource.query(
        `INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $2), ($2, $1), ($3, $1), ($2, $3)`,
        [me.id, other.id, third.id],
      );
      await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [me.id]);
      expect(await blockRows()).toEqual([{ blocker_id: other.id, blocked_id: third.id }]);
    });
  });
});

function withoutTime(body: Record<string, unknown>): Record<string, unknown> {
  const { timestamp: _timestamp, ...rest } = body;
  return rest;
}
