import { AuditService } from '../../src/modules/audit/audit.service.js';
import { SuspensionEnds } from '../../src/modules/maintenance/suspension-ends.js';
import { ModerationLogService } from '../../src/modules/moderation-log/moderation-log.service.js';
import { UsersService } from '../../src/modules/users/users.service.js';
import { banBody } from '../factories/ban.factory.js';
import request from 'supertest';
import { ImportedSubmissionsWriter } from '../../src/modules/submissions/imported-submissions.writer.js';
import { validateSubmission, type SubmissionValue } from '@irl/shared';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { applicationBody, createFlair, grantPoints } from '../flairs/flair-fixtures.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import type { TestApp } from '../utils/test-app.js';
import { saveNotificationSettings } from '../notifications/notification-settings.js';

/** The member whose account is deleted: every name they go by and every word they write is unique. */
export const ERIN = {
  username: 'erin_zq',
  email: 'erin.zq@example.test',
  firstName: 'Erinzq',
  lastName: 'Quillzq',
  displayName: 'Erinzq the Bold',
  bio: 'bio of erin zq01',
};

/** What erin wrote that only erin's account holds (published articles stay, so they are not here). */
export const ERIN_TEXTS = {
  message: 'direct message zq02',
  comment: 'comment zq03',
  reply: 'reply zq04',
  hiddenComment: 'hidden comment zq05',
  deletedComment: 'deleted comment zq06',
  heldComment: 'held comment zq07 https://bit.ly/zq07',
  suggestionSummary: 'suggestion summary zq08',
  suggestionContent: 'suggested words zq09',
  flairNote: 'flair note zq10',
  rejectedSubmission: 'Zqrejected Person',
  rejectedBatchRow: 'Zqrejected Meme',
  removedArticleTitle: 'Zqremoved article',
  reportDetails: 'report details zq11',
  supportRequest: 'support request zq11',
  supportRelationship: 'relationship zq12',
};

/** Staff words that quote or name erin: they must go with erin too. */
const ABOUT_ERIN = `${ERIN.username} wrote ${ERIN_TEXTS.hiddenComment}`;

export interface ErasureScene {
  erin: Actor;
  bob: Actor;
  moderator: Actor;
  admin: Actor;
}

/**
 * Erin takes part in everything that leaves a trace: she messages, comments, replies, likes, follows,
 * suggests and decides on suggestions; staff moderate her comments, articles, submissions, flair
 * applications, badges, flairs, role and ban state, and read her messages. Everything goes through
 * the API (the CSV batch rows are written the way the import worker writes them).
 */
export async function seedErasureScene(t: TestApp): Promise<ErasureScene> {
  const erin = await signedIn(t.dataSource, {
    ...ERIN,
    showRealName: true,
    displayNamePreference: 'realname',
    // Old enough that require-approval does not hold her comments; auto-moderation holds the link spam.
    createdAt: new Date(Date.now() - 7 * 86_400_000),
  });
  const bob = await signedIn(t.dataSource, { username: 'bob_member' });
  const moderator = await signedIn(t.dataSource, { username: 'mia_moderator', role: UserRole.Moderator });
  const admin = await signedIn(t.dataSource, { username: 'ada_admin', role: UserRole.Admin });
  const scene = { erin, bob, moderator, admin };
  const ok = (status: number) => (response: request.Response) => {
    if (response.status !== status) throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  };

  await request(t.http)
    .put('/api/admin/security-settings')
    .set('Cookie', admin.cookie)
    .set('Origin', SITE_ORIGIN)
    .send({
      require2FA: false,
      loginAttemptLimiting: true,
      sessionTimeout: 1440,
      autoModerate: true,
      requireApproval: false,
    })
    .expect(ok(200));
  await saveNotificationSettings(t, erin, { marketing: true }).expect(ok(200));

  // Articles (members do not write them: the factory does): bob's, and two of erin's, one of which an admin removes.
  const bobArticle = (await createArticle(t.dataSource, bob.user, { title: 'Bob rides' })).id;
  const erinArticle = (await createArticle(t.dataSource, erin.user, { title: 'Kept by the site' })).id;
  const doomed = (await createArticle(t.dataSource, erin.user, { title: ERIN_TEXTS.removedArticleTitle })).id;
  await as(t, admin)
    .post(`/api/admin/articles/${doomed}/remove`)
    .send({ reasonCategory: 'spam', note: 'Removed in the erasure scene' })
    .expect(ok(204));

  // Messages, likes, follows.
  const erinMessage = (
    await as(t, erin)
      .post('/api/messages')
      .send({ receiverId: bob.user.id, content: ERIN_TEXTS.message })
      .expect(ok(201))
  ).body.id.toString() as string;
  await as(t, bob).post('/api/messages').send({ receiverId: erin.user.id, content: 'hello back' }).expect(ok(201));
  await as(t, bob).post(`/api/messages/with/${erin.user.id}/read`).expect(ok(200));
  await as(t, admin).get(`/api/admin/users/${erin.user.id}/messages`).expect(ok(200));
  await as(t, erin).post(`/api/articles/${bobArticle}/like`).expect(ok(200));
  await as(t, erin).post(`/api/users/${bob.user.id}/follow`).expect(ok(200));

  // Comments, and every moderation of them.
  const commentOn = async (actor: Actor, content: string, parentId?: number) =>
    (
      await as(t, actor)
        .post(`/api/articles/${bobArticle}/comments`)
        .send({ content, ...(parentId ? { parentId } : {}) })
        .expect(ok(201))
    ).body as { id: number };
  const comments = `/api/articles/${bobArticle}/comments`;
  await commentOn(erin, ERIN_TEXTS.comment);
  const bobComment = await commentOn(bob, 'bob speaks');
  await commentOn(erin, ERIN_TEXTS.reply, bobComment.id);
  const hidden = await commentOn(erin, ERIN_TEXTS.hiddenComment);
  await as(t, moderator)
    .post(`${comments}/${hidden.id}/hide`)
    .send({ reason: ABOUT_ERIN, reasonCategory: 'harassment' })
    .expect(ok(200));
  await as(t, moderator).post(`${comments}/${hidden.id}/unhide`).expect(ok(200));
  await as(t, moderator)
    .post(`${comments}/${hidden.id}/hide`)
    .send({ reason: ABOUT_ERIN, reasonCategory: 'harassment' })
    .expect(ok(200));
  const deleted = await commentOn(erin, ERIN_TEXTS.deletedComment);
  // A moderator's removal gives a note naming her: account deletion clears it with the other notes about her.
  const removal = { reasonCategory: 'harassment', note: ABOUT_ERIN };
  await as(t, moderator).post(`${comments}/${deleted.id}/remove`).send(removal).expect(ok(204));
  await as(t, moderator).post(`${comments}/${deleted.id}/restore`).expect(ok(200));
  await as(t, moderator).post(`${comments}/${deleted.id}/remove`).send(removal).expect(ok(204));
  const held = await commentOn(erin, ERIN_TEXTS.heldComment);
  await as(t, moderator).post(`/api/admin/comments/${held.id}/approve`).expect(ok(204));

  // Reports: erin reports bob's profile in her own words (a moderator dismisses it, erin is told); bob reports
  // her messages: one ends in a warning whose note names her, the other is deleted.
  const reportsOf = (kind: string, id: string) => `/api/moderation/reports/${kind}/${id}/actions`;
  await as(t, erin)
    .post('/api/reports')
    .send({ subjectKind: 'profile', subjectId: bob.user.id, reason: 'other', details: ERIN_TEXTS.reportDetails })
    .expect(ok(201));
  await as(t, moderator)
    .post(reportsOf('profile', bob.user.id))
    .send({ action: 'dismissed', reasonCategory: 'other', note: 'Nothing wrong' })
    .expect(ok(200));
  await as(t, bob)
    .post('/api/reports')
    .send({ subjectKind: 'message', subjectId: erinMessage, reason: 'harassment' })
    .expect(ok(201));
  await as(t, moderator)
    .post(reportsOf('message', erinMessage))
    .send({ action: 'warned', reasonCategory: 'harassment', note: ABOUT_ERIN })
    .expect(ok(200));
  const doomedMessage = (
    await as(t, erin)
      .post('/api/messages')
      .send({ receiverId: bob.user.id, content: `${ERIN_TEXTS.message} again` })
      .expect(ok(201))
  ).body.id.toString() as string;
  await as(t, bob)
    .post('/api/reports')
    .send({ subjectKind: 'message', subjectId: doomedMessage, reason: 'spam' })
    .expect(ok(201));
  await as(t, moderator)
    .post(reportsOf('message', doomedMessage))
    .send({ action: 'deleted', reasonCategory: 'spam', note: ABOUT_ERIN })
    .expect(ok(200));

  // Suggested edits: erin suggests (a moderator declines, quoting her), bob suggests to erin (she declines).
  const suggest = async (actor: Actor, articleId: number, title: string, words: string, summary: string) =>
    (
      await as(t, actor)
        .post(`/api/articles/${articleId}/suggestions`)
        .send({ title, excerpt: 'An edit', content: `<p>${words}</p>`, summary })
        .expect(ok(201))
    ).body.id as number;
  const decide = (actor: Actor, suggestion: number, decision: 'accept' | 'decline', reason?: string) =>
    as(t, actor)
      .post(`/api/article-suggestions/${suggestion}/${decision}`)
      .send(reason ? { reason } : {})
      .expect(ok(200));
  const erinSuggestion = await suggest(
    erin,
    bobArticle,
    'Bob rides',
    ERIN_TEXTS.suggestionContent,
    ERIN_TEXTS.suggestionSummary,
  );
  await decide(moderator, erinSuggestion, 'decline', ABOUT_ERIN);
  await decide(erin, await suggest(bob, erinArticle, 'Kept by the site', 'More from bob', 'bob adds'), 'decline', 'No');
  await decide(bob, await suggest(erin, bobArticle, 'Bob rides', 'Accepted words', 'accepted edit'), 'accept');

  // Submissions: one approved, one rejected with a reason that names her, and two CSV batches.
  const submit = async (name: string) =>
    (
      await as(t, erin)
        .post('/api/submissions')
        .send({ type: 'person', name, description: `A person erin proposes, ${name}.` })
        .expect(ok(201))
    ).body.submission.id as string;
  const approvedSubmission = await submit('Archived Person');
  await as(t, admin).post(`/api/admin/submissions/${approvedSubmission}/approve`).send({}).expect(ok(200));
  const rejectedSubmission = await submit(ERIN_TEXTS.rejectedSubmission);
  await as(t, admin)
    .post(`/api/admin/submissions/${rejectedSubmission}/reject`)
    .send({ reason: ABOUT_ERIN })
    .expect(ok(200));
  const batch = async (names: string[]) => {
    const [{ id }] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO submission_batches (type, submitted_by, file_name, size_bytes) VALUES ('meme', $1, 'memes.csv', 1) RETURNING id`,
      [erin.user.id],
    );
    const rows = names.map((name, index) => ({
      rowNumber: index + 2,
      value: validateSubmission('meme', { name, description: `The ${name} meme of IRL streams.` })
        .value as SubmissionValue,
    }));
    await t.dataSource.transaction((manager) =>
      t.app.get(ImportedSubmissionsWriter).create(manager, { submittedBy: erin.user.id, batchId: id, rows }),
    );
    return id;
  };
  const approvedBatch = await batch(['Archived Meme']);
  await as(t, admin).post(`/api/admin/submissions/batches/${approvedBatch}/approve`).send({}).expect(ok(200));
  const rejectedBatch = await batch([ERIN_TEXTS.rejectedBatchRow]);
  await as(t, admin)
    .post(`/api/admin/submissions/batches/${rejectedBatch}/reject`)
    .send({ reason: ABOUT_ERIN })
    .expect(ok(200));

  // Flairs: one bought (an admin switches it on and off), two applied for (one approved, one denied).
  await grantPoints(t, erin.user.id, 500);
  const bought = await createFlair(t.dataSource, { pointCost: 100 });
  await as(t, erin).post(`/api/flairs/${bought.id}/purchase`).expect(ok(201));
  await as(t, admin).post(`/api/users/${erin.user.id}/flairs/${bought.id}/activate`).expect(ok(200));
  await as(t, admin).post(`/api/users/${erin.user.id}/flairs/deactivate-all`).expect(ok(200));
  for (const [decision, reason] of [
    ['approve', undefined],
    ['deny', ABOUT_ERIN],
  ] as const) {
    const flair = await createFlair(t.dataSource, { requiresApplication: true, pointCost: 0 });
    const application = (
      await as(t, erin)
        .post(`/api/flairs/${flair.id}/apply`)
        .send(applicationBody({ applicantName: ERIN.displayName, reasonNote: ERIN_TEXTS.flairNote }))
        .expect(ok(201))
    ).body.id as number;
    await as(t, admin)
      .post(`/api/admin/flair-applications/${application}/${decision}`)
      .send(reason ? { reason } : {})
      .expect(ok(200));
  }

  // Badges, role, ban (alone and in bulk), and a site-wide announcement.
  const badges = (await as(t, admin).get('/api/admin/badges').expect(ok(200))).body as { id: number }[];
  await as(t, admin).post(`/api/admin/badges/${badges[0].id}/holders`).send({ userId: erin.user.id }).expect(ok(201));
  await as(t, admin).delete(`/api/admin/badges/${badges[0].id}/holders/${erin.user.id}`).expect(ok(204));
  await as(t, admin).post(`/api/admin/badges/${badges[1].id}/holders`).send({ userId: erin.user.id }).expect(ok(201));
  await as(t, admin).post(`/api/admin/users/${erin.user.id}/role`).send({ role: 'moderator' }).expect(ok(200));
  await as(t, admin).post(`/api/admin/users/${erin.user.id}/role`).send({ role: 'user' }).expect(ok(200));
  await as(t, admin).post(`/api/admin/users/${erin.user.id}/ban`).send(banBody(ABOUT_ERIN)).expect(ok(200));
  await as(t, admin).post(`/api/admin/users/${erin.user.id}/unban`).expect(ok(200));
  await as(t, admin)
    .post('/api/admin/bulk-actions')
    .send({ action: 'ban', userIds: [erin.user.id], payload: { reasonCategory: 'spam', note: ABOUT_ERIN } })
    .expect(ok(200));
  await as(t, admin).post(`/api/admin/users/${erin.user.id}/unban`).expect(ok(200));
  // A suspension that runs out: the maintenance run lifts it.
  await as(t, admin)
    .post(`/api/admin/users/${erin.user.id}/ban`)
    .send(banBody(ABOUT_ERIN, { durationDays: 1 }))
    .expect(ok(200));
  await t.dataSource.query(`UPDATE users SET banned_until = now() - interval '1 second' WHERE id = $1`, [erin.user.id]);
  await new SuspensionEnds(
    t.app.get(UsersService),
    t.app.get(AuditService),
    t.app.get(ModerationLogService),
    t.dataSource,
  ).run();
  await as(t, admin)
    .post('/api/admin/announcements')
    .send({ title: 'Site news', content: 'Something new', type: 'info' })
    .expect(ok(201));

  // A ban ends her sessions: sign in again.
  const signedInErin = { ...erin, cookie: await sessionCookieFor(t.dataSource, erin.user.id) };

  // A takedown request from her (every admin is notified), a note about her, and the answer (she is notified).
  const [{ id: articleId }] = await t.dataSource.query<{ id: number }[]>(`SELECT id FROM articles ORDER BY id LIMIT 1`);
  const supportRequest = (
    await as(t, signedInErin)
      .post('/api/support/requests')
      .send({
        kind: 'takedown',
        subjectKind: 'article',
        subjectId: articleId,
        name: ERIN.displayName,
        email: ERIN.email,
        relationship: ERIN_TEXTS.supportRelationship,
        message: ERIN_TEXTS.supportRequest,
        submissionKey: '5b0c5a3e-8f7d-4d7e-9d3a-0c1e2f3a4b5c',
      })
      .expect(ok(201))
  ).body.id as string;
  await as(t, admin)
    .post(`/api/admin/support/requests/${supportRequest}/notes`)
    .send({ body: ABOUT_ERIN })
    .expect(ok(201));
  await as(t, admin)
    .post(`/api/admin/support/requests/${supportRequest}/replies`)
    .send({ body: ABOUT_ERIN, outcome: { action: 'dismissed', reasonCategory: 'other', note: ABOUT_ERIN } })
    .expect(ok(201));

  return { ...scene, erin: signedInErin };
}
