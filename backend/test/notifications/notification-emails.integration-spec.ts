import request from 'supertest';
import { unsubscribeKey } from '../../src/config/derived-keys.js';
import { createUnsubscribeToken, UNSUBSCRIBE_TOKEN_TTL_MS } from '../../src/modules/notifications/unsubscribe-token.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { unfolded } from '../stand-ins/smtp-catcher.js';
import { waitFor } from '../utils/wait-for.js';
import { useNotificationEmailHarness } from './email-harness.js';
import { saveNotificationSettings } from './notification-settings.js';

const DAY_MS = 24 * 3600_000;

describe('Notification e-mails: instant, digests once per period, one-click unsubscribe', () => {
  let alice: Actor;
  let bob: Actor;
  const h = useNotificationEmailHarness((people) => ({ alice, bob } = people));

  const setFrequency = (actor: Actor, frequency: string, digest = false) =>
    saveNotificationSettings(h.t, actor, { digest, frequency }).expect(200);
  const follow = (follower: Actor, target: Actor) =>
    as(h.t, follower).post(`/api/users/${target.user.id}/follow`).expect(200);
  const mailsTo = (address: string) => h.smtp.mailsTo(address);
  const idsOf = async (actor: Actor) =>
    (
      await h.t.dataSource.query<{ id: string; emailed: boolean }[]>(
        `SELECT id, emailed_at IS NOT NULL AS emailed FROM notifications WHERE user_id = $1 ORDER BY created_at`,
        [actor.user.id],
      )
    ).map((row) => row);

  it('instant: one e-mail per notification, with the unsubscribe link and headers, never sent twice', async () => {
    await follow(bob, alice);
    const mails = await waitFor(
      () => Promise.resolve(mailsTo('alice@example.test')),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    const raw = unfolded(mails[0].raw);
    expect(raw).toContain('Subject: bob followed you');
    expect(raw).toMatch(/List-Unsubscribe: <http[^>]+\/api\/notifications\/unsubscribe\?token=[^>]+>/);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('/profile/bob');

    const [notification] = await idsOf(alice);
    expect(notification.emailed).toBe(true);
    // The job again (a retry or a duplicate): nothing more is sent.
    expect(await h.mailer.sendInstant(notification.id)).toBe(false);
    expect(mailsTo('alice@example.test')).toHaveLength(1);
  });

  it('never: no e-mail job at all', async () => {
    await setFrequency(alice, 'never');
    await follow(bob, alice);
    const [notification] = await idsOf(alice);
    expect(await h.queue.getJob(`email-${notification.id}`)).toBeUndefined();
    expect((await h.mailer.sendDigests(new Date(Date.now() + 8 * DAY_MS))).sent).toBe(0);
    expect(await h.mailer.sendInstant(notification.id)).toBe(false);
    expect(h.smtp.mails).toHaveLength(0);
  });

  it('daily: one digest per period with everything new, nothing twice, skipped when nothing is new', async () => {
    await setFrequency(alice, 'daily');
    const carol = await signedIn(h.t.dataSource, { username: 'carol' });
    await follow(bob, alice);
    await follow(carol, alice);
    for (const { id } of await idsOf(alice)) expect(await h.queue.getJob(`email-${id}`)).toBeUndefined();

    const now = new Date();
    expect(await h.mailer.sendDigests(now)).toEqual({ sent: 1 });
    const [digest] = mailsTo('alice@example.test');
    const raw = unfolded(digest.raw);
    expect(raw).toContain('Subject: 2 new notifications on IRL History');
    expect(raw).toContain('bob followed you');
    expect(raw).toContain('carol followed you');
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // The same run again, and a run later in the same day after something new: nothing.
    expect(await h.mailer.sendDigests(now)).toEqual({ sent: 0 });
    const dave = await signedIn(h.t.dataSource, { username: 'dave' });
    await follow(dave, alice);
    expect(await h.mailer.sendDigests(now)).toEqual({ sent: 0 });
    expect(mailsTo('alice@example.test')).toHaveLength(1);

    // The next day: only what is new since the last digest.
    const tomorrow = new Date(now.getTime() + DAY_MS);
    expect(await h.mailer.sendDigests(tomorrow)).toEqual({ sent: 1 });
    const second = unfolded(mailsTo('alice@example.test')[1].raw);
    expect(second).toContain('Subject: 1 new notifications on IRL History');
    expect(second).toContain('dave followed you');
    expect(second).not.toContain('bob followed you');

    // Nothing new the day after: skipped.
    expect(await h.mailer.sendDigests(new Date(now.getTime() + 2 * DAY_MS))).toEqual({ sent: 0 });
    expect(mailsTo('alice@example.test')).toHaveLength(2);
    const digests = await h.t.dataSource.query<{ notification_count: number }[]>(
      `SELECT notification_count FROM notification_digests WHERE user_id = $1 ORDER BY period_start`,
      [alice.user.id],
    );
    expect(digests.map((row) => row.notification_count)).toEqual([2, 1]);
  });

  it('the Digest switch turns instant into a daily digest; read notifications are left out', async () => {
    await setFrequency(alice, 'instant', true);
    const carol = await signedIn(h.t.dataSource, { username: 'carol' });
    await follow(bob, alice);
    await follow(carol, alice);
    const [first] = await idsOf(alice);
    expect(await h.queue.getJob(`email-${first.id}`)).toBeUndefined();
    await as(h.t, alice).post(`/api/notifications/${first.id}/read`).expect(200);

    expect(await h.mailer.sendDigests(new Date())).toEqual({ sent: 1 });
    const raw = unfolded(mailsTo('alice@example.test')[0].raw);
    expect(raw).toContain('carol followed you');
    expect(raw).not.toContain('bob followed you');
  });

  it('hourly and weekly users get their own digests once per hour and week', async () => {
    await setFrequency(alice, 'hourly');
    await setFrequency(bob, 'weekly');
    const carol = await signedIn(h.t.dataSource, { username: 'carol' });
    await follow(carol, alice);
    await follow(carol, bob);
    const now = new Date();
    expect(await h.mailer.sendDigests(now)).toEqual({ sent: 2 });
    expect(await h.mailer.sendDigests(now)).toEqual({ sent: 0 });
    expect(mailsTo('alice@example.test')).toHaveLength(1);
    expect(mailsTo('bob@example.test')).toHaveLength(1);
  });

  describe('unsubscribe', () => {
    const key = () => unsubscribeKey(process.env.SESSION_SECRET!);
    const frequencyOf = async (actor: Actor) =>
      (await as(h.t, actor).get('/api/settings/notifications').expect(200)).body.frequency as string;

    it('the link of an e-mail shows a confirmation page without signing in, and POST stops e-mails', async () => {
      await follow(bob, alice);
      const [mail] = await waitFor(
        () => Promise.resolve(mailsTo('alice@example.test')),
        (found) => found.length > 0,
      );
      const url = /List-Unsubscribe: <([^>]+)>/.exec(unfolded(mail.raw))![1];
      const path = new URL(url).pathname + new URL(url).search;

      const page = await request(h.t.http).get(path).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.text).toContain('<form method="post"');
      expect(await frequencyOf(alice)).toBe('instant');

      // A mail client's one-click request: no cookie, no Origin, the RFC 8058 body.
      const done = await request(h.t.http).post(path).type('form').send('List-Unsubscribe=One-Click').expect(200);
      expect(done.text).toContain('You are unsubscribed');
      expect(await frequencyOf(alice)).toBe('never');

      h.smtp.clear();
      await follow(await signedIn(h.t.dataSource, { username: 'erin' }), alice);
      expect((await h.mailer.sendDigests(new Date(Date.now() + 8 * DAY_MS))).sent).toBe(0);
      const latest = (await idsOf(alice)).at(-1)!;
      expect(await h.mailer.sendInstant(latest.id)).toBe(false);
      expect(h.smtp.mails).toHaveLength(0);
    });

    it('refuses forged, expired and malformed tokens with 400 and changes nothing', async () => {
      const valid = createUnsubscribeToken(key(), alice.user.id);
      const forgedSignature = `${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`;
      const otherUser = valid.replace(alice.user.id, bob.user.id);
      const expired = createUnsubscribeToken(key(), alice.user.id, Date.now() - UNSUBSCRIBE_TOKEN_TTL_MS - 1000);
      const wrongKey = createUnsubscribeToken(Buffer.alloc(32, 1), alice.user.id);
      for (const token of [forgedSignature, otherUser, expired, wrongKey, 'garbage', '']) {
        const query = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
        await request(h.t.http).get(query).expect(400);
        const refused = await request(h.t.http).post(query).expect(400);
        expect(refused.text).toContain('This unsubscribe link is invalid or has expired');
      }
      await request(h.t.http).post('/api/notifications/unsubscribe').expect(400);
      expect(await frequencyOf(alice)).toBe('instant');
      expect(await frequencyOf(bob)).toBe('instant');
    });
  });
});
