import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { NotificationKind } from '../../src/modules/notifications/entities/notification.entity.js';
import { NotificationsService } from '../../src/modules/notifications/notifications.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { applicationBody, createFlair } from '../flairs/flair-fixtures.js';
import { openEventStream, type EventStreamConnection } from '../messages/event-stream-client.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { saveNotificationSettings } from './notification-settings.js';

interface Item {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  createdAt: string;
  readAt: string | null;
}

describe('Notifications: creation per event and preference, the centre API, live delivery', () => {
  let t: TestApp;
  let base: string;
  let alice: Actor;
  let bob: Actor;
  let admin: Actor;
  const open: EventStreamConnection[] = [];

  const list = async (actor: Actor, query = '') =>
    (await as(t, actor).get(`/api/notifications${query}`).expect(200)).body as {
      items: Item[];
      nextCursor: string | null;
      unreadCount: number;
    };
  const kinds = async (actor: Actor) => (await list(actor)).items.map((item) => item.kind);
  const setPreferences = (actor: Actor, changes: Record<string, unknown>) =>
    saveNotificationSettings(t, actor, changes).expect(200);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    alice = await signedIn(t.dataSource, { username: 'alice' });
    bob = await signedIn(t.dataSource, { username: 'bob' });
    admin = await signedIn(t.dataSource, { username: 'boss', role: UserRole.Admin });
  });
  afterEach(() => {
    for (const connection of open.splice(0)) connection.close();
  });
  afterAll(() => t.close());

  describe('authorization', () => {
    it('refuses signed-out callers with 401 on every endpoint', async () => {
      const id = '00000000-0000-4000-8000-000000000001';
      await request(t.http).get('/api/notifications').expect(401);
      await request(t.http).get('/api/notifications/unread-count').expect(401);
      await request(t.http).post('/api/notifications/read-all').set('Origin', SITE_ORIGIN).expect(401);
      await request(t.http).post(`/api/notifications/${id}/read`).set('Origin', SITE_ORIGIN).expect(401);
    });

    it("answers 404 for another user's notification and leaves it unread", async () => {
      await as(t, bob).post(`/api/users/${alice.user.id}/follow`).expect(200);
      const [item] = (await list(alice)).items;
      const refused = await as(t, bob).post(`/api/notifications/${item.id}/read`).expect(404);
      expect(refused.body.message).toBe('Notification not found');
      await as(t, bob).post('/api/notifications/not-a-uuid/read').expect(404);
      expect((await list(alice)).items[0].readAt).toBeNull();
      expect((await list(bob)).items).toEqual([]);
    });
  });

  describe('creation per event', () => {
    it('a follow notifies the followed user once, linking to the follower', async () => {
      await as(t, bob).post(`/api/users/${alice.user.id}/follow`).expect(200);
      await as(t, bob).delete(`/api/users/${alice.user.id}/follow`).expect(200);
      await as(t, bob).post(`/api/users/${alice.user.id}/follow`).expect(200);
      const page = await list(alice);
      expect(page.items).toEqual([
        {
          id: expect.any(String),
          kind: NotificationKind.NewFollower,
          title: 'bob followed you',
          body: '',
          link: '/profile/bob',
          createdAt: expect.any(String),
          readAt: null,
        },
      ]);
      expect(page.unreadCount).toBe(1);
    });

    it("a comment and a like on alice's article notify her; her own like does not", async () => {
      const article = await createArticle(t.dataSource, alice.user, { title: 'Subway ride' });
      await as(t, bob).post(`/api/articles/${article.id}/comments`).send({ content: 'Great stream!' }).expect(201);
      await as(t, bob).post(`/api/articles/${article.id}/like`).expect(200);
      await as(t, bob).post(`/api/articles/${article.id}/like`).expect(200); // unlike
      await as(t, bob).post(`/api/articles/${article.id}/like`).expect(200); // like again: same event
      await as(t, alice).post(`/api/articles/${article.id}/like`).expect(200);
      const { items } = await list(alice);
      expect(items.map(({ kind, title, body, link }) => ({ kind, title, body, link }))).toEqual([
        { kind: 'article-like', title: 'bob liked "Subway ride"', body: '', link: `/article/${article.id}` },
        {
          kind: 'article-comment',
          title: 'bob commented on "Subway ride"',
          body: 'Great stream!',
          link: `/article/${article.id}`,
        },
      ]);
    });

    it('a direct message notifies the receiver, not the sender', async () => {
      await as(t, bob).post('/api/messages').send({ receiverId: alice.user.id, content: 'Hi Alice' }).expect(201);
      const { items } = await list(alice);
      expect(items).toMatchObject([
        { kind: 'new-message', title: 'New message from bob', body: 'Hi Alice', link: '/messages' },
      ]);
      expect(await kinds(bob)).toEqual([]);
    });

    it('a role change and a flair decision notify the user as account changes', async () => {
      await as(t, admin).post(`/api/admin/users/${alice.user.id}/role`).send({ role: 'moderator' }).expect(200);
      const flair = await createFlair(t.dataSource, { name: 'og-streamer', requiresApplication: true, pointCost: 0 });
      const applied = await as(t, alice).post(`/api/flairs/${flair.id}/apply`).send(applicationBody()).expect(201);
      await as(t, admin)
        .post(`/api/admin/flair-applications/${applied.body.id}/deny`)
        .send({ reason: 'Not yet' })
        .expect(200);
      const { items } = await list(alice);
      expect(items.map(({ kind, title, body }) => ({ kind, title, body }))).toEqual([
        {
          kind: 'flair-application-decided',
          title: 'Your application for the og-streamer flair was denied',
          body: 'Reason: Not yet',
        },
        { kind: 'account-change', title: 'Your role was changed to moderator', body: '' },
      ]);
    });

    it('a submission decision notifies the submitter', async () => {
      const submitter = await signedIn(t.dataSource, { username: 'sub', role: UserRole.Admin });
      const created = await as(t, submitter)
        .post('/api/submissions')
        .send({ type: 'person', name: 'Ice Poseidon', description: 'Pioneer of IRL streaming on buses and planes.' })
        .expect(201);
      await as(t, admin)
        .post(`/api/admin/submissions/${created.body.submission.id}/reject`)
        .send({ reason: 'Duplicate of an entry' })
        .expect(200);
      expect((await list(submitter)).items).toMatchObject([
        {
          kind: 'submission-decided',
          title: 'Your submission "Ice Poseidon" was not approved',
          body: 'Reason: Duplicate of an entry',
          link: '/submissions',
        },
      ]);
    });

    it('an announcement reaches only the users whose marketing preference is on', async () => {
      await setPreferences(bob, { marketing: true });
      await as(t, admin)
        .post('/api/admin/announcements')
        .send({ title: 'New archive', content: 'Browse the archive now', type: 'info' })
        .expect(201);
      expect((await list(bob)).items).toMatchObject([
        { kind: 'announcement', title: 'New archive', body: 'Browse the archive now', link: '/' },
      ]);
      expect(await kinds(alice)).toEqual([]);
    });
  });

  describe('preferences decide what is created', () => {
    it('articles off: no follow, comment or like notifications; messages off: no message notifications', async () => {
      await setPreferences(alice, { articles: false, messages: false });
      const article = await createArticle(t.dataSource, alice.user);
      await as(t, bob).post(`/api/users/${alice.user.id}/follow`).expect(200);
      await as(t, bob).post(`/api/articles/${article.id}/comments`).send({ content: 'Nice' }).expect(201);
      await as(t, bob).post(`/api/articles/${article.id}/like`).expect(200);
      await as(t, bob).post('/api/messages').send({ receiverId: alice.user.id, content: 'Hello' }).expect(201);
      expect(await kinds(alice)).toEqual([]);

      // Account changes stay on.
      await as(t, admin).post(`/api/admin/users/${alice.user.id}/role`).send({ role: 'moderator' }).expect(200);
      expect(await kinds(alice)).toEqual(['account-change']);
    });

    it('accountChanges off: no role-change notification', async () => {
      await setPreferences(alice, { accountChanges: false });
      await as(t, admin).post(`/api/admin/users/${alice.user.id}/role`).send({ role: 'moderator' }).expect(200);
      expect(await kinds(alice)).toEqual([]);
    });
  });

  describe('the centre', () => {
    it('pages newest first with a cursor, counts unread, marks one and all read', async () => {
      const followers = [];
      for (let i = 0; i < 3; i += 1) followers.push(await signedIn(t.dataSource, { username: `fan${i}` }));
      for (const fan of followers) await as(t, fan).post(`/api/users/${alice.user.id}/follow`).expect(200);

      const first = await list(alice, '?limit=2');
      expect(first.items.map((item) => item.title)).toEqual(['fan2 followed you', 'fan1 followed you']);
      expect(first.unreadCount).toBe(3);
      const second = await list(alice, `?limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
      expect(second.items.map((item) => item.title)).toEqual(['fan0 followed you']);
      expect(second.nextCursor).toBeNull();
      await as(t, alice).get('/api/notifications?limit=0').expect(400);
      await as(t, alice).get('/api/notifications?cursor=garbage').expect(400);

      const read = await as(t, alice).post(`/api/notifications/${first.items[0].id}/read`).expect(200);
      expect(read.body).toMatchObject({
        notification: { id: first.items[0].id, readAt: expect.any(String) },
        unreadCount: 2,
      });
      expect((await as(t, alice).get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 2 });

      const all = await as(t, alice).post('/api/notifications/read-all').expect(200);
      expect(all.body).toEqual({ marked: 2, unreadCount: 0 });
      expect((await list(alice)).items.every((item) => item.readAt !== null)).toBe(true);
      expect((await as(t, alice).get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 0 });
    });
  });

  describe('live delivery', () => {
    it('sends a notification event over the event stream with the new unread count', async () => {
      const stream = await openEventStream(`${base}/api/messages/stream`, alice.cookie);
      open.push(stream);
      await stream.next((event) => event.type === 'ready');
      await as(t, bob).post(`/api/users/${alice.user.id}/follow`).expect(200);
      const event = await stream.next((e) => e.type === 'notification');
      expect(event).toEqual({
        type: 'notification',
        notification: expect.objectContaining({
          kind: 'new-follower',
          title: 'bob followed you',
          link: '/profile/bob',
        }),
        unreadCount: 1,
      });
    });

    it('announces nothing, and stores nothing, when the transaction rolls back', async () => {
      const stream = await openEventStream(`${base}/api/messages/stream`, alice.cookie);
      open.push(stream);
      await stream.next((event) => event.type === 'ready');
      const notifications = t.app.get(NotificationsService);
      await expect(
        t.dataSource.transaction(async (manager) => {
          await notifications.notify(manager, {
            userId: alice.user.id,
            kind: NotificationKind.AccountChange,
            reference: 'rolled-back',
            title: 'Never happened',
            link: '/',
          });
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await as(t, bob).post(`/api/users/${alice.user.id}/follow`).expect(200);
      await stream.next((e) => e.type === 'notification');
      expect(stream.events.filter((e) => e.type === 'notification')).toMatchObject([
        { notification: { title: 'bob followed you' } },
      ]);
      expect((await list(alice)).items.map((item) => item.title)).toEqual(['bob followed you']);
    });
  });
});
