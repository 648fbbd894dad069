import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { SiteSettingsService } from '../../src/modules/site-settings/site-settings.service.js';
import { SupportService } from '../../src/modules/support/support.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createArticle } from '../factories/article.factory.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { SmtpCatcher, unfolded } from '../stand-ins/smtp-catcher.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

describe('The support inbox', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  const saved = { ...process.env };
  let admin: Actor;
  let otherAdmin: Actor;
  let moderator: Actor;
  let member: Actor;
  let articleId: number;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    process.env.SMTP_URL = smtp.url;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    process.env = saved;
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    await t.app.get(SiteSettingsService).refresh();
    smtp.clear();
    admin = await signedIn(t.dataSource, { username: 'boss', role: UserRole.Admin, email: 'boss@example.test' });
    otherAdmin = await signedIn(t.dataSource, { username: 'chief', role: UserRole.Admin, email: 'chief@example.test' });
    moderator = await signedIn(t.dataSource, { username: 'mod', role: UserRole.Moderator, email: 'mod@example.test' });
    member = await signedIn(t.dataSource, { username: 'member', email: 'member@example.test' });
    articleId = (await createArticle(t.dataSource, member.user, { title: 'The stream of 2014' })).id;
  });

  const takedown = (overrides: Record<string, unknown> = {}) => ({
    kind: 'takedown',
    subjectKind: 'article',
    subjectId: articleId,
    name: 'Jane Roe',
    email: 'jane@example.test',
    relationship: 'I am the person named in it',
    message: 'It gives my home address. Please take it down.',
    submissionKey: randomUUID(),
    ...overrides,
  });
  const send = (body: Record<string, unknown>, cookie?: string) => {
    const req = request(t.http).post('/api/support/requests').set('Origin', SITE_ORIGIN);
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  const notificationsOf = (userId: string) =>
    t.dataSource.query<{ kind: string; title: string; link: string }[]>(
      `SELECT kind, title, link FROM notifications WHERE user_id = $1 ORDER BY created_at`,
      [userId],
    );

  it('takes a request from someone signed out, due in 7 days, and tells every admin by notification and e-mail', async () => {
    const before = Date.now();
    const created = await send(takedown()).expect(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      kind: 'takedown',
      status: 'new',
      createdAt: expect.any(String),
    });

    for (const someone of [admin, otherAdmin]) {
      expect(await notificationsOf(someone.user.id)).toEqual([
        { kind: 'support-request', title: 'New takedown request', link: `/admin/support?request=${created.body.id}` },
      ]);
    }
    expect(await notificationsOf(moderator.user.id)).toEqual([]);
    expect(smtp.mails.map((mail) => mail.to).sort()).toEqual([['boss@example.test'], ['chief@example.test']]);
    const mail = unfolded(smtp.mailsTo('boss@example.test')[0].raw);
    expect(mail).toContain('New takedown request');
    expect(mail).not.toContain('jane@example.test');

    const listed = await as(t, admin).get('/api/admin/support/requests').expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        kind: 'takedown',
        status: 'new',
        requesterName: 'Jane Roe',
        requesterEmail: 'jane@example.test',
        requester: null,
        subjectKind: 'article',
        subjectId: articleId,
        subjectTitle: 'The stream of 2014',
        subjectPath: `/article/${articleId}`,
        assignee: null,
        overdue: false,
      }),
    ]);
    const due = Date.parse(listed.body[0].dueAt) - before;
    expect(due).toBeGreaterThanOrEqual(7 * 86400_000 - 1000);
    expect(due).toBeLessThan(7 * 86400_000 + 60_000);
  });

  it('files a signed-in member’s request under their account', async () => {
    const created = await send(takedown({ kind: 'correction' }), member.cookie).expect(201);
    const detail = await as(t, admin).get(`/api/admin/support/requests/${created.body.id}`).expect(200);
    expect(detail.body.requester).toEqual({ id: member.user.id, username: 'member' });
  });

  it('refuses what is missing or wrong with 400 naming each field', async () => {
    const bad = await send({
      kind: 'takedown',
      name: ' ',
      email: 'nope',
      relationship: '',
      message: '',
      submissionKey: 'x',
    }).expect(400);
    expect([...new Set(bad.body.errors.map((error: { field: string }) => error.field))].sort()).toEqual([
      'email',
      'message',
      'name',
      'relationship',
      'subjectId',
      'subjectKind',
      'submissionKey',
    ]);
    const missing = await send(takedown({ subjectId: 999999 })).expect(400);
    expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'subjectId' })]);
    await send(takedown({ kind: 'username_conflict' })).expect(400);
    expect(await t.dataSource.query(`SELECT id FROM support_requests`)).toEqual([]);
  });

  it('stores a double-clicked or retried submission once', async () => {
    const body = takedown();
    const [first, second] = await Promise.all([send(body), send(body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.id).toBe(second.body.id);
    const again = await send(body).expect(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await t.dataSource.query(`SELECT id FROM support_requests`)).toHaveLength(1);
    expect(await notificationsOf(admin.user.id)).toHaveLength(1);
    expect(smtp.mailsTo('boss@example.test')).toHaveLength(1);
    // The same key with someone else's details is refused, not answered with the stored request.
    const reused = await send({ ...body, email: 'other@example.test' }).expect(400);
    expect(reused.body.errors).toEqual([expect.objectContaining({ field: 'submissionKey' })]);
  });

  it('opens the inbox to admins only', async () => {
    const created = await send(takedown()).expect(201);
    await request(t.http).get('/api/admin/support/requests').expect(401);
    for (const someone of [member, moderator]) {
      await as(t, someone).get('/api/admin/support/requests').expect(403);
      await as(t, someone).get(`/api/admin/support/requests/${created.body.id}`).expect(403);
      await as(t, someone).post(`/api/admin/support/requests/${created.body.id}/notes`).send({ body: 'x' }).expect(403);
      await as(t, someone)
        .post(`/api/admin/support/requests/${created.body.id}/replies`)
        .send({ body: 'x' })
        .expect(403);
    }
  });

  it('keeps internal notes with their author, assigns to admins only and changes the status', async () => {
    const created = await send(takedown()).expect(201);
    const path = `/api/admin/support/requests/${created.body.id}`;
    const noted = await as(t, admin).post(`${path}/notes`).send({ body: '  Checking the article.  ' }).expect(201);
    expect(noted.body.status).toBe('in_progress');
    expect(noted.body.messages).toEqual([
      {
        id: expect.any(String),
        type: 'note',
        author: { id: admin.user.id, username: 'boss' },
        body: 'Checking the article.',
        createdAt: expect.any(String),
      },
    ]);
    await as(t, admin).post(`${path}/notes`).send({ body: ' ' }).expect(400);

    const assigned = await as(t, admin).patch(path).send({ assigneeId: otherAdmin.user.id }).expect(200);
    expect(assigned.body.assignee).toEqual({ id: otherAdmin.user.id, username: 'chief' });
    const refused = await as(t, admin).patch(path).send({ assigneeId: member.user.id }).expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'assigneeId' })]);
    await as(t, admin).patch(path).send({ status: 'bogus' }).expect(400);

    const closed = await as(t, admin).patch(path).send({ status: 'closed', assigneeId: null }).expect(200);
    expect(closed.body).toMatchObject({ status: 'closed', assignee: null, closedAt: expect.any(String) });
    const filtered = await as(t, admin).get('/api/admin/support/requests?status=new').expect(200);
    expect(filtered.body).toEqual([]);
    const byKind = await as(t, admin).get('/api/admin/support/requests?kind=takedown&status=closed').expect(200);
    expect(byKind.body).toHaveLength(1);
    const admins = await as(t, admin).get('/api/admin/support/admins').expect(200);
    expect(admins.body.map((a: { username: string }) => a.username)).toEqual(['boss', 'chief', 'root']);
    await as(t, admin).get('/api/admin/support/requests/not-a-uuid').expect(404);
  });

  it('shows an open request past its due date as overdue', async () => {
    const created = await send(takedown()).expect(201);
    await t.dataSource.query(`UPDATE support_requests SET due_at = now() - interval '1 day' WHERE id = $1`, [
      created.body.id,
    ]);
    const listed = await as(t, admin).get('/api/admin/support/requests').expect(200);
    expect(listed.body[0].overdue).toBe(true);
  });

  it('answers a takedown request: the reply is e-mailed, a member is notified, and the outcome is recorded', async () => {
    const created = await send(takedown(), member.cookie).expect(201);
    const path = `/api/admin/support/requests/${created.body.id}/replies`;
    smtp.clear();
    const noOutcome = await as(t, admin).post(path).send({ body: 'Done.' }).expect(400);
    expect(noOutcome.body.errors).toEqual([expect.objectContaining({ field: 'outcome' })]);
    const badOutcome = await as(t, admin)
      .post(path)
      .send({ body: 'Done.', outcome: { action: 'exploded', reasonCategory: 'nope', note: '' } })
      .expect(400);
    expect(badOutcome.body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      'outcome.action',
      'outcome.note',
      'outcome.reasonCategory',
    ]);

    const answered = await as(t, admin)
      .post(path)
      .send({
        body: 'We removed your address from the article.',
        outcome: { action: 'edited', reasonCategory: 'personal_information', note: 'Home address removed.' },
      })
      .expect(201);
    expect(answered.body).toMatchObject({
      status: 'answered',
      outcome: { action: 'edited', reasonCategory: 'personal_information', note: 'Home address removed.' },
    });
    expect(answered.body.messages).toEqual([
      expect.objectContaining({ type: 'reply', body: 'We removed your address from the article.' }),
    ]);
    expect(smtp.mails.map((mail) => mail.to)).toEqual([['jane@example.test']]);
    expect(unfolded(smtp.mails[0].raw)).toContain('We removed your address from the article.');
    expect(await notificationsOf(member.user.id)).toEqual([
      { kind: 'support-reply', title: 'Reply to your takedown request', link: `/article/${articleId}` },
    ]);
    const [audit] = await t.dataSource.query<{ details: Record<string, unknown>; note: string | null }[]>(
      `SELECT details, note FROM audit_log WHERE action = 'support.request.answered'`,
    );
    expect(audit.note).toBe('Home address removed.');
    expect(audit.details).toMatchObject({
      action: 'edited',
      reasonCategory: 'personal_information',
      subjectId: articleId,
    });
    // The public moderation log names the action, its source and category, and the article: nothing of the person.
    const log = await request(t.http).get('/api/moderation-log').expect(200);
    expect(log.body.items).toEqual([
      expect.objectContaining({
        subjectKind: 'article',
        action: 'edited',
        source: 'takedown_request',
        reasonCategory: 'personal_information',
        context: 'The stream of 2014',
        contextPath: `/article/${articleId}`,
      }),
    ]);
    expect(JSON.stringify(log.body)).not.toMatch(/Jane|jane@|Home address/);
    // A follow-up needs no second outcome; an outcome on a username conflict is refused.
    await as(t, admin).post(path).send({ body: 'One more thing.' }).expect(201);
  });

  it('moves username-conflict requests into the inbox', async () => {
    await as(t, member)
      .post('/api/support/username-conflict')
      .send({
        conflictType: 'rightful-owner',
        desiredUsername: 'famous',
        currentUsername: 'x',
        explanation: 'It is my name.',
        contactEmail: 'member@example.test',
      })
      .expect(201);
    const [listed] = (await as(t, admin).get('/api/admin/support/requests?kind=username_conflict').expect(200)).body;
    expect(listed).toMatchObject({ kind: 'username_conflict', dueAt: null, requester: { username: 'member' } });
    const detail = (await as(t, admin).get(`/api/admin/support/requests/${listed.id}`).expect(200)).body;
    expect(detail.usernameConflict).toEqual({
      conflictType: 'rightful-owner',
      desiredUsername: 'famous',
      currentUsername: 'member',
    });
    await as(t, admin)
      .post(`/api/admin/support/requests/${listed.id}/replies`)
      .send({ body: 'Done', outcome: { action: 'edited', reasonCategory: 'other', note: 'x' } })
      .expect(400);
  });

  it('erases a member’s requests with their account, and guests’ closed requests after 90 days', async () => {
    const mine = await send(takedown(), member.cookie).expect(201);
    await as(t, admin)
      .post(`/api/admin/support/requests/${mine.body.id}/notes`)
      .send({ body: 'About her' })
      .expect(201);
    const guest = await send(takedown()).expect(201);
    await as(t, admin).post(`/api/admin/support/requests/${guest.body.id}/notes`).send({ body: 'Noted' }).expect(201);

    await as(t, member).post('/api/account/delete').send({ confirmUsername: 'member' }).expect(200);
    expect(await t.dataSource.query(`SELECT id FROM support_requests`)).toEqual([{ id: guest.body.id }]);
    expect(await t.dataSource.query(`SELECT body FROM support_request_messages`)).toEqual([{ body: 'Noted' }]);

    // An admin's account going leaves their notes, without them.
    await as(t, admin).post('/api/account/delete').send({ confirmUsername: 'boss' }).expect(200);
    const detail = await as(t, otherAdmin).get(`/api/admin/support/requests/${guest.body.id}`).expect(200);
    expect(detail.body.messages[0].author).toBeNull();

    await answerWithOutcome(otherAdmin, guest.body.id, 'Her phone number was in the infobox.');
    await as(t, otherAdmin)
      .patch(`/api/admin/support/requests/${guest.body.id}`)
      .send({ status: 'closed' })
      .expect(200);
    const support = t.app.get(SupportService);
    expect(await support.pruneClosedGuestRequests(new Date(Date.now() + 89 * 86400_000))).toEqual({ removed: 0 });
    expect(await outcomeNotes()).toEqual(['Her phone number was in the infobox.']);
    expect(await support.pruneClosedGuestRequests(new Date(Date.now() + 91 * 86400_000))).toEqual({ removed: 1 });
    expect(await t.dataSource.query(`SELECT id FROM support_request_messages`)).toEqual([]);
    // The note on its outcome may describe the sender: it goes with the request (the entry stays).
    expect(await outcomeNotes()).toEqual([null]);
  });

  /** Answers a takedown request with an outcome whose note is `note`. */
  const answerWithOutcome = (by: Actor, id: string, note: string) =>
    as(t, by)
      .post(`/api/admin/support/requests/${id}/replies`)
      .send({ body: 'Done.', outcome: { action: 'edited', reasonCategory: 'personal_information', note } })
      .expect(201);

  const outcomeNotes = async () =>
    (
      await t.dataSource.query<{ note: string | null }[]>(
        `SELECT note FROM audit_log WHERE action = 'support.request.answered' ORDER BY created_at`,
      )
    ).map((row) => row.note);

  it('erases a request on demand, with the note on its outcome (another request’s stays)', async () => {
    const created = await send(takedown()).expect(201);
    const other = await send(takedown()).expect(201);
    await answerWithOutcome(admin, created.body.id, 'About the sender');
    await answerWithOutcome(admin, other.body.id, 'About someone else');
    await as(t, admin).delete(`/api/admin/support/requests/${created.body.id}`).expect(204);
    expect(await outcomeNotes()).toEqual([null, 'About someone else']);
    await as(t, admin).get(`/api/admin/support/requests/${created.body.id}`).expect(404);
    await as(t, admin).delete(`/api/admin/support/requests/${created.body.id}`).expect(404);
  });

  it('shows the contact address the admins set in the Website tab, and no made-up one before', async () => {
    expect((await request(t.http).get('/api/site-settings').expect(200)).body.contactEmail).toBeNull();
    const settings = (await as(t, admin).get('/api/admin/system-settings').expect(200)).body as Record<string, unknown>;
    expect(settings.contactEmail).toBe('');
    const refused = await as(t, admin)
      .post('/api/admin/system-settings')
      .send({ ...settings, contactEmail: 'not an address' })
      .expect(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'contactEmail' })]);
    await as(t, admin)
      .post('/api/admin/system-settings')
      .send({ ...settings, contactEmail: ' help@irl.test ' })
      .expect(200);
    expect((await request(t.http).get('/api/site-settings').expect(200)).body.contactEmail).toBe('help@irl.test');
    // Left out, the saved address stays (older clients send the other fields only).
    const { contactEmail: _left, ...withoutContact } = settings;
    await as(t, admin).post('/api/admin/system-settings').send(withoutContact).expect(200);
    expect((await request(t.http).get('/api/site-settings').expect(200)).body.contactEmail).toBe('help@irl.test');
    await as(t, admin)
      .post('/api/admin/system-settings')
      .send({ ...settings, contactEmail: '' })
      .expect(200);
    expect((await request(t.http).get('/api/site-settings').expect(200)).body.contactEmail).toBeNull();
  });

  it('names the support form as the API document’s contact, and no invented address', async () => {
    const document = (await request(t.http).get('/api/docs-json').expect(200)).body as {
      info: { contact: Record<string, string> };
    };
    expect(document.info.contact).toEqual({
      name: 'IRL Stream History support',
      url: 'http://localhost:5000/request-correction',
    });
  });
});
