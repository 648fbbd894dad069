import { setTimeout as sleep } from 'node:timers/promises';
import { as, type Actor } from '../articles/article-fixtures.js';
import { unfolded } from '../stand-ins/smtp-catcher.js';
import { useNotificationEmailHarness } from './email-harness.js';
import { saveNotificationSettings } from './notification-settings.js';

describe('Direct message e-mails follow the receiver’s notification settings', () => {
  let alice: Actor;
  let bob: Actor;
  const h = useNotificationEmailHarness((people) => ({ alice, bob } = people));

  const settings = (actor: Actor, choice: { messages?: boolean; frequency?: string; digest?: boolean }) =>
    saveNotificationSettings(h.t, actor, choice).expect(200);
  const send = (from: Actor, to: Actor, content: string) =>
    as(h.t, from).post('/api/messages').send({ receiverId: to.user.id, content }).expect(201);
  const mailsTo = (address: string) => h.smtp.mailsTo(address);
  const messageNotifications = (actor: Actor) =>
    h.t.dataSource.query<{ id: string }[]>(`SELECT id FROM notifications WHERE user_id = $1 AND kind = 'new-message'`, [
      actor.user.id,
    ]);
  /** Waits until the e-mail jobs queued so far have finished (sent or found nothing to send). */
  const settled = async () => {
    for (let i = 0; i < 400; i += 1) {
      const counts = await h.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((count) => count === 0)) return;
      await sleep(50);
    }
    throw new Error('the notification e-mail jobs did not finish');
  };

  it('instant (the default): the receiver gets one e-mail naming the sender with the text; the sender none', async () => {
    await send(bob, alice, 'Did you see the stream <b>last night</b>?');
    await settled();
    const mails = mailsTo('alice@example.test');
    expect(mails).toHaveLength(1);
    const raw = unfolded(mails[0].raw);
    expect(raw).toContain('Subject: New message from bob on IRL History');
    expect(raw).toContain('Did you see the stream &lt;b&gt;last night&lt;/b&gt;?');
    expect(raw).toMatch(/https?:\/\/[^"\s]+\/messages\b/);
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mailsTo('bob@example.test')).toHaveLength(0);
  });

  it('a long message is quoted up to 300 characters', async () => {
    await send(bob, alice, `${'a'.repeat(300)}TAIL`);
    await settled();
    const raw = unfolded(mailsTo('alice@example.test')[0].raw);
    expect(raw).toContain('a'.repeat(300));
    expect(raw).not.toContain('TAIL');
  });

  it('the Messages switch off: no notification and no e-mail', async () => {
    await settings(alice, { messages: false });
    await send(bob, alice, 'Hello?');
    await settled();
    expect(await messageNotifications(alice)).toHaveLength(0);
    expect(h.smtp.mails).toHaveLength(0);
  });

  it('frequency never: the notification is kept in the centre but never e-mailed', async () => {
    await settings(alice, { frequency: 'never' });
    await send(bob, alice, 'Hello?');
    await settled();
    expect(await messageNotifications(alice)).toHaveLength(1);
    expect((await h.mailer.sendDigests(new Date(Date.now() + 8 * 24 * 3600_000))).sent).toBe(0);
    expect(h.smtp.mails).toHaveLength(0);
  });

  it('daily: no e-mail per message; the day’s digest lists it once', async () => {
    await settings(alice, { frequency: 'daily' });
    await send(bob, alice, 'First');
    await send(bob, alice, 'Second');
    await settled();
    expect(h.smtp.mails).toHaveLength(0);
    expect(await h.mailer.sendDigests(new Date())).toEqual({ sent: 1 });
    const raw = unfolded(mailsTo('alice@example.test')[0].raw);
    expect(raw).toContain('Subject: 2 new notifications on IRL History');
    expect(raw).toContain('New message from bob');
    expect(await h.mailer.sendDigests(new Date())).toEqual({ sent: 0 });
  });
});
