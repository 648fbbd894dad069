import request from 'supertest';
import { AccountMergeService } from '../../src/modules/account-merge/account-merge.service.js';
import { ArchiveService } from '../../src/modules/archive/archive.service.js';
import { AccountAliasesService, MergeSourceGoneError } from '../../src/modules/users/account-aliases.service.js';
import { OAuthIdentity } from '../../src/modules/auth/entities/oauth-identity.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, validArticle, type Actor } from '../articles/article-fixtures.js';
import { revision } from '../profiles/profile-fixtures.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { likeCountersOutOfStep, pointsBook, rowsReferencing, scalar, TINY_GIF } from './merge-fixtures.js';

describe('Merging one account into another', () => {
  let t: TestApp;
  let source: Actor;
  let target: Actor;
  let third: Actor;
  let fourth: Actor;
  let admin: Actor;
  const article: Record<'source' | 'target' | 'third', number> = { source: 0, target: 0, third: 0 };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const identity = (userId: string, platform: string, providerUserId: string) =>
    t.dataSource.getRepository(OAuthIdentity).save({
      userId,
      platform: platform as never,
      providerUserId,
      username: providerUserId,
    });
  const publish = async (actor: Actor, title: string) =>
    (await as(t, actor).post('/api/articles').send(validArticle({ title })).expect(201)).body.id as number;
  const likeArticle = (actor: Actor, id: number) => as(t, actor).post(`/api/articles/${id}/like`).expect(200);
  const follow = (actor: Actor, whom: Actor) => as(t, actor).post(`/api/users/${whom.user.id}/follow`).expect(200);
  const message = (from: Actor, to: Actor, content: string) =>
    as(t, from).post('/api/messages').send({ receiverId: to.user.id, content }).expect(201);
  const view = (actor: Actor, id: number) => as(t, actor).post(`/api/articles/${id}/views`).expect(200);

  /** Content of every kind on both accounts, written through the real endpoints where there is one. */
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    source = await signedIn(t.dataSource, { username: 'ice_google', role: UserRole.Moderator });
    target = await signedIn(t.dataSource, { username: 'ice', role: UserRole.Moderator, bio: 'The original' });
    third = await signedIn(t.dataSource, { username: 'third', role: UserRole.Moderator });
    fourth = await signedIn(t.dataSource, { username: 'fourth' });
    admin = await signedIn(t.dataSource, { username: 'admin', role: UserRole.Admin });

    article.source = await publish(source, 'By the source');
    article.target = await publish(target, 'By the target');
    article.third = await publish(third, 'By a third user');
    await publish(source, 'Second by the source');
    await revision(t.dataSource, article.target, source.user.id); // the source edited the target's article
    await as(t, source)
      .patch(`/api/articles/${article.source}`)
      .send({ content: '<p>Rewritten by the source.</p>' })
      .expect(200); // the source is its own article's last editor

    await likeArticle(source, article.third);
    await likeArticle(target, article.third); // both liked the same article
    await likeArticle(source, article.target);
    await likeArticle(third, article.source);
    // Sent with an Idempotency-Key, so the source holds a kept first answer too.
    await as(t, source)
      .post(`/api/articles/${article.target}/comments`)
      .set('Idempotency-Key', 'merge-fixture-comment')
      .send({ content: 'Nice one' })
      .expect(201);
    await as(t, source).post(`/api/articles/${article.third}/comments`).send({ content: 'Agreed' }).expect(201);
    await view(source, article.third);
    await view(target, article.third); // same article, same day
    await view(source, article.target);

    await follow(source, target);
    await follow(target, source);
    await follow(source, third);
    await follow(target, third); // both follow the same person
    await follow(fourth, source);
    await follow(fourth, target); // followed by the same person
    await follow(source, fourth);
    await t.dataSource.query(
      `INSERT INTO legal_acceptances (user_id, kind, version) VALUES ($1, 'terms', 1), ($1, 'privacy', 1), ($2, 'terms', 1)`,
      [source.user.id, target.user.id],
    );
    await t.dataSource.query(
      `INSERT INTO legal_documents (kind, version, title, body, editor_id) VALUES ('guidelines', 2, 'Guidelines', '<p>Two</p>', $1)`,
      [source.user.id],
    );
    // Blocks written directly, so they leave the follows above in place (a block through the API ends them).
    await t.dataSource.query(`INSERT INTO user_blocks (blocker_id, blocked_id) VALUES ($1, $3), ($2, $3), ($3, $1)`, [
      source.user.id,
      target.user.id,
      admin.user.id,
    ]);
    // Reports: both accounts reported the same profile (one stays), a third user reported the source's profile.
    await t.dataSource.query(
      `INSERT INTO reports (reporter_id, subject_kind, subject_id, subject_author_id, reason)
       VALUES ($1::uuid, 'profile', $3::text, $3::uuid, 'spam'), ($2::uuid, 'profile', $3::text, $3::uuid, 'spam'), ($3::uuid, 'profile', $1::text, $1::uuid, 'harassment')`,
      [source.user.id, target.user.id, third.user.id],
    );

    await message(source, third, 'Hi third');
    await message(third, source, 'Hi source');
    await message(source, target, 'Note to my other account');
    await message(target, source, 'And back');

    await request(t.http)
      .post('/api/users/me/avatar')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', source.cookie)
      .attach('file', TINY_GIF, { filename: 'me.gif', contentType: 'image/gif' })
      .expect(200);

    // Flairs: the source bought and wears one, applied for another, and reviewed a third user's application.
    const flair = (name: string, requiresApplication: boolean) =>
      as(t, admin)
        .post('/api/admin/store/flairs')
        .send({
          name,
          displayName: name,
          description: '',
          backgroundColor: '#111111',
          textColor: '#ffffff',
          borderColor: '#222222',
          pointCost: 1,
          price: 0,
          requiresApplication,
          isAnimated: false,
        })
        .expect(201);
    const bought = (await flair('merge-bought', false)).body.id as number;
    const applied = (await flair('merge-applied', true)).body.id as number;
    await as(t, source).post(`/api/flairs/${bought}/purchase`).expect(201);
    await as(t, source).post(`/api/users/${source.user.id}/flairs/${bought}/activate`).expect(200);
    await as(t, source)
      .post(`/api/flairs/${applied}/apply`)
      .send({ applicantName: 'Ice', reasonNote: 'I was there', proofLinks: [] })
      .expect(201);
    await t.dataSource.query(
      `INSERT INTO flair_applications (user_id, flair_id, applicant_name, reason_note, status, reviewer_id, reviewed_at)
       VALUES ($1, $2, 'Third', 'Me too', 'approved', $3, now())`,
      [third.user.id, applied, source.user.id],
    );

    // A digest already e-mailed to the source (its notifications come from the follows and likes above).
    await t.dataSource.query(
      `INSERT INTO notification_digests (user_id, cadence, period_start, notification_count) VALUES ($1, 'daily', now(), 1)`,
      [source.user.id],
    );
    await identity(source.user.id, 'google', 'google-of-source');
    await identity(source.user.id, 'discord', 'discord-of-source');
    await identity(target.user.id, 'google', 'google-of-target');
    await identity(target.user.id, 'steam', 'steam-of-target');
    // An archive entry the source contributed (its first revision is the source's too).
    await t.dataSource.transaction((manager) =>
      t.app.get(ArchiveService).createFromSubmission(manager, {
        submissionId: 'merge-fixture-1',
        type: 'person',
        name: 'Justin Kan',
        description: 'Co-founder of Justin.tv.',
        details: {},
        submittedBy: source.user.id,
      }),
    );

    // A contribution the source submitted (in a CSV batch of theirs) and one the source reviewed.
    const [{ id: batchId }] = await t.dataSource.query(
      `INSERT INTO submission_batches (type, submitted_by, file_name, size_bytes) VALUES ('person', $1, 'people.csv', 10)
       RETURNING id`,
      [source.user.id],
    );
    await t.dataSource.query(
      `INSERT INTO submissions (type, name, description, submitted_by, batch_id, batch_row)
       VALUES ('person', 'A streamer', 'Submitted by the source.', $1, $2, 2)`,
      [source.user.id, batchId],
    );
    await t.dataSource.query(
      `INSERT INTO submissions (type, status, name, description, submitted_by, reviewed_by, reviewed_at, review_reason)
       VALUES ('meme', 'rejected', 'A meme', 'Reviewed by the source.', $1, $2, now(), 'Not notable')`,
      [third.user.id, source.user.id],
    );
    // A boost the source bought and a payment the source made.
    await t.dataSource.query(
      `INSERT INTO article_boosts (article_id, article_title, buyer_id, price, starts_at, ends_at)
       VALUES ($1, 'By the source', $2, 250, now(), now() + interval '1 day')`,
      [article.source, source.user.id],
    );
    const [{ id: itemId }] = await t.dataSource.query(
      `INSERT INTO store_items (key, kind, name, price_cents, points) VALUES ('merge-pack', 'points_pack', 'Merge pack', 499, 500)
       RETURNING id`,
    );
    await t.dataSource.query(
      `INSERT INTO payments (user_id, store_item_id, item_kind, package_name, amount_cents, currency, points, idempotency_key)
       VALUES ($1, $2, 'points_pack', 'Merge pack', 499, 'usd', 500, 'merge-fixture-payment')`,
      [source.user.id, itemId],
    );

    // Communications: the source (as if an admin) wrote and ended an announcement, dismissed one, edited a
    // template and sent a mass message; and keeps notification preferences.
    const [{ id: announcementId }] = await t.dataSource.query(
      `INSERT INTO announcements (title, content, type, created_by, ended_at, ended_by)
       VALUES ('Maintenance', 'Tonight', 'info', $1, now(), $1) RETURNING id`,
      [source.user.id],
    );
    await t.dataSource.query(`INSERT INTO announcement_dismissals (announcement_id, user_id) VALUES ($1, $2)`, [
      announcementId,
      source.user.id,
    ]);
    await t.dataSource.query(
      `INSERT INTO email_templates (name, type, description, subject, body, updated_by)
       VALUES ('merge-fixture', 'notification', 'Fixture', 'Hi', 'Hello {{username}}', $1)`,
      [source.user.id],
    );
    await t.dataSource.query(
      `INSERT INTO mass_messages (subject, content, recipient_group, status, created_by)
       VALUES ('News', 'Hello all', 'all', 'completed', $1)`,
      [source.user.id],
    );
    await t.dataSource.query(`INSERT INTO notification_preferences (user_id, digest) VALUES ($1, true)`, [
      source.user.id,
    ]);
    await as(t, source).patch('/api/settings').send({ theme: 'dark' }).expect(200);
    await t.dataSource.query(`INSERT INTO data_exports (user_id, status) VALUES ($1, 'failed')`, [source.user.id]);
    // Suggested edits: the source suggested one (so did the target, on the same article: the source's is
    // withdrawn) and declined a third user's.
    const suggest = (actor: Actor, summary: string) =>
      as(t, actor)
        .post(`/api/articles/${article.third}/suggestions`)
        .send({ title: 'By a third user', content: `<p>${summary}</p>`, summary })
        .expect(201);
    await suggest(source, 'From the source');
    await suggest(target, 'From the target');
    const fromFourth = (await suggest(fourth, 'From the fourth')).body.id as number;
    await t.dataSource.query(
      `UPDATE article_edit_suggestions SET status = 'declined', reviewer_id = $1, review_reason = 'No', decided_at = now()
       WHERE id = $2`,
      [source.user.id, fromFourth],
    );
    // A draft of a new article kept by the editor.
    await t.dataSource.query(
      `INSERT INTO article_drafts (user_id, title, content) VALUES ($1, 'Half written', '<p>so far</p>')`,
      [source.user.id],
    );
    // A badge an admin gave the source, and the source's (admin) second factor.
    const [{ id: badgeId }] = await t.dataSource.query(`SELECT id FROM badges ORDER BY id LIMIT 1`);
    await t.dataSource.query(`INSERT INTO user_badges (user_id, badge_id, source) VALUES ($1, $2, 'admin')`, [
      source.user.id,
      badgeId,
    ]);
    await t.dataSource.query(`INSERT INTO admin_second_factors (user_id, secret_encrypted) VALUES ($1, 'ciphertext')`, [
      source.user.id,
    ]);

    await as(t, source)
      .post('/api/support/username-conflict')
      .send({
        conflictType: 'account-merge',
        desiredUsername: 'ice',
        currentUsername: 'ice_google',
        explanation: 'Both are mine.',
        contactEmail: 'ice@example.com',
      })
      .expect(201);
    // The source as an admin of the support inbox: a request assigned to it and a note it wrote (written directly).
    const [{ id: supportId }] = await t.dataSource.query<{ id: string }[]>(
      `INSERT INTO support_requests (kind, requester_email, message, assignee_id) VALUES ('other', 'x@example.test', 'Help', $1) RETURNING id`,
      [source.user.id],
    );
    await t.dataSource.query(
      `INSERT INTO support_request_messages (request_id, type, author_id, body) VALUES ($1, 'note', $2, 'On it')`,
      [supportId, source.user.id],
    );
  });

  const merge = () => t.app.get(AccountMergeService).merge({ sourceId: source.user.id, targetId: target.user.id });

  it('leaves no row pointing at the old account, so deleting it cascades to nothing', async () => {
    // An account merged into the source earlier: its alias must follow on to the target.
    const older = await signedIn(t.dataSource, { username: 'ice_discord' });
    await likeArticle(older, article.third);
    await t.app.get(AccountMergeService).merge({ sourceId: older.user.id, targetId: source.user.id });

    const before = await rowsReferencing(t.dataSource, source.user.id);
    // The fixture really exercises every reference to users (so the check below is not vacuous).
    expect(Object.entries(before).filter(([, count]) => count === 0)).toEqual([]);
    await merge();

    expect(await scalar(t.dataSource, `SELECT count(*) AS n FROM users WHERE id = $1`, [source.user.id])).toBe(0);
    const after = await rowsReferencing(t.dataSource, source.user.id);
    expect(Object.entries(after).filter(([, count]) => count > 0)).toEqual([]);
    const aliases = await t.dataSource.query(`SELECT source_user_id, target_user_id FROM account_merges ORDER BY 1`);
    expect(aliases).toEqual(
      expect.arrayContaining([
        { source_user_id: older.user.id, target_user_id: target.user.id },
        { source_user_id: source.user.id, target_user_id: target.user.id },
      ]),
    );
    // The older account's entries followed it twice, to the account it lives on in.
    const olderLog = await as(t, admin).get(`/api/admin/users/${older.user.id}/activity-log`).expect(200);
    const olderLike = olderLog.body.items.find(
      (e: { action: string; details: { articleId: number } }) =>
        e.action === 'article.liked' && e.details.articleId === article.third,
    );
    expect(olderLike.actor).toMatchObject({ id: target.user.id, username: 'ice' });
    expect(await likeCountersOutOfStep(t.dataSource)).toEqual([]);
  });

  it('moves articles, revisions, comments and support requests to the target', async () => {
    const count = (sql: string, id: string) => scalar(t.dataSource, sql, [id]);
    const revisionsBefore =
      (await count(`SELECT count(*) AS n FROM article_revisions WHERE editor_id = $1`, source.user.id)) +
      (await count(`SELECT count(*) AS n FROM article_revisions WHERE editor_id = $1`, target.user.id));
    await merge();

    expect(await count(`SELECT count(*) AS n FROM articles WHERE author_id = $1`, target.user.id)).toBe(3);
    expect(await count(`SELECT count(*) AS n FROM article_revisions WHERE editor_id = $1`, target.user.id)).toBe(
      revisionsBefore,
    );
    // Three publications, the edit of the target's article and the source's edit of its own.
    expect(revisionsBefore).toBe(5);
    expect(await count(`SELECT count(*) AS n FROM articles WHERE edited_by = $1`, target.user.id)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM article_comments WHERE author_id = $1`, target.user.id)).toBe(2);
    expect(await count(`SELECT count(*) AS n FROM support_requests WHERE requester_id = $1`, target.user.id)).toBe(1);
    const profile = await as(t, target).get(`/api/users/by-username/ice/articles`).expect(200);
    expect(profile.body.total).toBe(3);
  });

  it('moves suggested edits, keeping one pending suggestion per article (the source duplicate is withdrawn)', async () => {
    await merge();
    const rows = await t.dataSource.query(
      `SELECT summary, status, suggester_id, reviewer_id FROM article_edit_suggestions ORDER BY id`,
    );
    expect(rows).toEqual([
      { summary: 'From the source', status: 'withdrawn', suggester_id: target.user.id, reviewer_id: null },
      { summary: 'From the target', status: 'pending', suggester_id: target.user.id, reviewer_id: null },
      { summary: 'From the fourth', status: 'declined', suggester_id: fourth.user.id, reviewer_id: target.user.id },
    ]);
  });

  it('keeps one like where both accounts liked, with every like counter equal to its rows', async () => {
    await merge();
    const likesOf = (articleId: number) =>
      scalar(t.dataSource, `SELECT count(*) AS n FROM article_likes WHERE article_id = $1`, [articleId]);
    expect(await likesOf(article.third)).toBe(1);
    expect(await likesOf(article.target)).toBe(1); // the source's like of the target's article stays, now the target's
    expect(await likeCountersOutOfStep(t.dataSource)).toEqual([]);
    const shown = await request(t.http).get(`/api/articles/${article.third}`).expect(200);
    expect(shown.body.likes).toBe(1);
    expect(
      await scalar(t.dataSource, `SELECT count(*) AS n FROM article_likes WHERE user_id = $1`, [target.user.id]),
    ).toBe(2);
  });

  it('counts a view once where both accounts viewed the same article on the same day', async () => {
    const views = (id: number) => scalar(t.dataSource, `SELECT views AS n FROM articles WHERE id = $1`, [id]);
    const thirdViews = await views(article.third);
    await merge();
    expect(await views(article.third)).toBe(thirdViews - 1);
    expect(
      await scalar(t.dataSource, `SELECT count(*) AS n FROM article_view_days WHERE viewer_key = $1`, [target.user.id]),
    ).toBe(2);
  });

  it('keeps one follow per pair, never a self-follow, with true follower figures', async () => {
    await merge();
    expect(await scalar(t.dataSource, `SELECT count(*) AS n FROM user_follows WHERE follower_id = followee_id`)).toBe(
      0,
    );
    const following = await as(t, target).get(`/api/users/${target.user.id}/following`).expect(200);
    expect(following.body.items.map((u: { username: string }) => u.username).sort()).toEqual(['fourth', 'third']);
    expect(following.body.total).toBe(2);
    const followers = await as(t, target).get(`/api/users/${target.user.id}/followers`).expect(200);
    expect(followers.body.items.map((u: { username: string }) => u.username)).toEqual(['fourth']);
    expect(followers.body.total).toBe(1);
    const status = await as(t, fourth).post(`/api/users/${target.user.id}/follow`).expect(200);
    expect(status.body).toMatchObject({ following: true, followers: 1 });
    const thirdsFollowers = await as(t, third).get(`/api/users/${third.user.id}/followers`).expect(200);
    expect(thirdsFollowers.body.total).toBe(1);
  });

  it('moves messages in both directions and removes those between the two accounts', async () => {
    await merge();
    const thread = await as(t, target).get(`/api/messages/with/${third.user.id}`).expect(200);
    const contents = thread.body.items.map((m: { content: string }) => m.content);
    expect(contents.sort()).toEqual(['Hi source', 'Hi third']);
    expect(
      await scalar(t.dataSource, `SELECT count(*) AS n FROM direct_messages WHERE $1 IN (sender_id, receiver_id)`, [
        target.user.id,
      ]),
    ).toBe(2);
  });

  it("gives the target the source's picture when it has none", async () => {
    await merge();
    const me = await as(t, target).get('/api/auth/user').expect(200);
    expect(me.body.user.profileImageUrl).toMatch(new RegExp(`^/api/users/${target.user.id}/avatar\\?v=\\d+$`));
    const served = await request(t.http).get(`/api/users/${target.user.id}/avatar`).expect(200);
    expect(Buffer.compare(served.body as Buffer, TINY_GIF)).toBe(0);
  });

  it('keeps the target picture when it has one, and drops the source upload', async () => {
    await t.dataSource.query(`UPDATE users SET profile_image_url = 'https://cdn.example/ice.png' WHERE id = $1`, [
      target.user.id,
    ]);
    await merge();
    const me = await as(t, target).get('/api/auth/user').expect(200);
    expect(me.body.user.profileImageUrl).toBe('https://cdn.example/ice.png');
    expect(await scalar(t.dataSource, `SELECT count(*) AS n FROM user_avatars`)).toBe(0);
  });

  it('carries the points balance in ledger entries: no point made or lost, balance equal to the ledger', async () => {
    const before = await pointsBook(t.dataSource);
    const sourceBalance = before.balanceOf(source.user.id)!;
    const targetBalance = before.balanceOf(target.user.id)!;
    expect(sourceBalance).toBeGreaterThan(0);
    expect(targetBalance).toBeGreaterThan(0);
    expect(before.mismatched).toEqual([]);
    const historyBefore = await scalar(t.dataSource, `SELECT count(*) AS n FROM points_ledger`);
    await merge();

    const after = await pointsBook(t.dataSource);
    expect(after.balanceOf(target.user.id)).toBe(sourceBalance + targetBalance);
    expect(after.mismatched).toEqual([]);
    expect(after.balanceTotal).toBe(before.balanceTotal);
    expect(after.ledgerTotal).toBe(before.ledgerTotal);
    // Nothing of the history is lost: every entry stays, plus the transfer out and in.
    expect(await scalar(t.dataSource, `SELECT count(*) AS n FROM points_ledger`)).toBe(historyBefore + 2);
    const ledger = await as(t, target).get('/api/points/ledger?limit=50').expect(200);
    expect(ledger.body.items.filter((e: { reason: string }) => e.reason === 'account.merged')).toHaveLength(2);
    // The ledger still refuses any other change.
    await expect(t.dataSource.query(`UPDATE points_ledger SET delta = delta + 1`)).rejects.toThrow(
      'points_ledger is append-only',
    );
  });

  it("keeps the target's own provider account per platform and takes the others; ends the source's sessions", async () => {
    await merge();
    const identities = await t.dataSource.getRepository(OAuthIdentity).findBy({ userId: target.user.id });
    expect(identities.map((i) => `${i.platform}:${i.providerUserId}`).sort()).toEqual([
      'discord:discord-of-source',
      'google:google-of-target',
      'steam:steam-of-target',
    ]);
    expect(
      await scalar(t.dataSource, `SELECT count(*) AS n FROM user_sessions WHERE sess->>'userId' = $1`, [
        source.user.id,
      ]),
    ).toBe(0);
    const old = await request(t.http).get('/api/auth/user').set('Cookie', source.cookie).expect(200);
    expect(old.body.user).toBeNull();
  });

  it('re-points the audit entries of the old account to the surviving one, and records the merge without names', async () => {
    const entriesOf = (id: string) =>
      scalar(t.dataSource, `SELECT count(*) AS n FROM audit_log WHERE $1 IN (actor_id, target_user_id)`, [id]);
    const allEntries = () => scalar(t.dataSource, `SELECT count(*) AS n FROM audit_log`);
    const sourceEntries = await entriesOf(source.user.id);
    const entriesBefore = await allEntries();
    expect(sourceEntries).toBeGreaterThan(0);
    await merge();

    // No entry keeps the id of the account that no longer exists, as actor or as target; none is lost.
    expect(await entriesOf(source.user.id)).toBe(0);
    expect(await allEntries()).toBe(entriesBefore + 1);
    const log = await as(t, admin).get(`/api/admin/users/${source.user.id}/activity-log?limit=100`).expect(200);
    const entries = log.body.items as {
      action: string;
      actor: { id: string; username: string | null } | null;
      target: { id: string; username: string | null } | null;
      details: Record<string, unknown>;
    }[];
    const merged = entries.find((e) => e.action === 'user.account.merged');
    expect(merged).toMatchObject({
      actor: { id: target.user.id, username: 'ice' },
      target: null,
      details: {
        sourceUserId: source.user.id,
        targetUserId: target.user.id,
        moved: {
          messages: { messagesBetweenAccountsRemoved: 2, messagesMoved: 2 },
          auth: { identitiesDisconnected: ['google:google-of-source'] },
          audit: { auditEntriesMoved: sourceEntries },
        },
      },
    });
    expect(JSON.stringify(merged?.details)).not.toContain('ice_google');
    const liked = entries.filter((e) => e.action === 'article.liked');
    expect(liked.length).toBeGreaterThanOrEqual(2);
    expect(liked.every((e) => e.actor?.id === target.user.id && e.actor.username === 'ice')).toBe(true);

    const targetsLog = await as(t, admin).get(`/api/admin/users/${target.user.id}/activity-log?limit=100`).expect(200);
    expect(targetsLog.body.items).toEqual(entries);

    const profile = await as(t, third).get(`/api/users/by-username/${source.user.id}`).expect(200);
    expect(profile.body).toMatchObject({ id: target.user.id, username: 'ice', bio: 'The original' });
  });

  it('lets only one of two simultaneous merges of the same account do the work; the other finds it gone', async () => {
    const results = await Promise.allSettled([merge(), merge()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toBeInstanceOf(MergeSourceGoneError);
    expect(
      await scalar(t.dataSource, 'SELECT count(*) AS n FROM account_merges WHERE source_user_id = $1', [
        source.user.id,
      ]),
    ).toBe(1);
    expect(await t.app.get(AccountAliasesService).mergedInto(source.user.id)).toBe(target.user.id);
  });
});
