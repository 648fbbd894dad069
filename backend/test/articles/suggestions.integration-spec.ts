import request from 'supertest';
import { SuggestionErrors } from '../../src/modules/articles/articles.errors.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { useTestApp } from '../utils/test-app.js';
import { SITE_ORIGIN } from '../utils/sessions.js';
import { as, signedIn, validArticle, type Actor } from './article-fixtures.js';

const ORIGINAL = '<p>Backpacks came first.</p><p>Then cellular bonding.</p>';
const SUGGESTED = '<p>Backpacks came first, around 2007.</p><p>Then cellular bonding.</p>';

describe('Suggested edits', () => {
  const t = useTestApp();
  let author: Actor;
  let member: Actor;
  let other: Actor;
  let moderator: Actor;
  let admin: Actor;
  let articleId: number;

  beforeEach(async () => {
    author = await signedIn(t.dataSource, { role: UserRole.Moderator, username: 'the_author' });
    member = await signedIn(t.dataSource, { username: 'helpful_member' });
    other = await signedIn(t.dataSource, { username: 'other_member' });
    moderator = await signedIn(t.dataSource, { role: UserRole.Moderator, username: 'a_moderator' });
    admin = await signedIn(t.dataSource, { role: UserRole.Admin, username: 'an_admin' });
    const created = await as(t, author)
      .post('/api/articles')
      .send(validArticle({ title: 'Bonding rigs', content: ORIGINAL, tags: ['gear'] }))
      .expect(201);
    articleId = created.body.id;
  });

  const suggestion = (overrides: Record<string, unknown> = {}) => ({
    title: 'Bonding rigs',
    excerpt: 'How streamers stayed online',
    content: SUGGESTED,
    summary: 'Added the year',
    ...overrides,
  });
  const suggest = (actor: Actor, overrides: Record<string, unknown> = {}) =>
    as(t, actor).post(`/api/articles/${articleId}/suggestions`).send(suggestion(overrides));
  const pointsOf = async (userId: string) =>
    Number(
      (await t.dataSource.query(`SELECT available_points FROM users WHERE id = $1`, [userId]))[0].available_points,
    );
  const notificationsOf = (userId: string) =>
    t.dataSource.query<{ kind: string; title: string; body: string; link: string }[]>(
      `SELECT kind, title, body, link FROM notifications WHERE user_id = $1 AND kind::text LIKE 'article-%sugg%' ORDER BY created_at, id`,
      [userId],
    );

  it('creates a pending suggestion with the diff against the current text and notifies the author', async () => {
    const created = await suggest(member).expect(201);
    expect(created.body).toMatchObject({
      articleId,
      articleTitle: 'Bonding rigs',
      status: 'pending',
      summary: 'Added the year',
      suggester: expect.objectContaining({ id: member.user.id }),
      title: 'Bonding rigs',
      excerpt: 'How streamers stayed online',
      currentExcerpt: null,
      stale: false,
      canReview: false,
      canWithdraw: true,
    });
    expect(created.body.diff).toEqual([
      { type: 'removed', text: 'Backpacks came first.' },
      { type: 'added', text: 'Backpacks came first, around 2007.' },
      { type: 'same', text: 'Then cellular bonding.' },
    ]);
    expect(await notificationsOf(author.user.id)).toEqual([
      {
        kind: 'article-edit-suggested',
        title: 'helpful_member suggested an edit to "Bonding rigs"',
        body: 'Added the year',
        link: `/article/${articleId}/suggestions/${created.body.id}`,
      },
    ]);
    // The author sees it in the article's list, the suggester their own, another member nothing.
    const forAuthor = await as(t, author).get(`/api/articles/${articleId}/suggestions`).expect(200);
    expect(forAuthor.body.items.map((s: { id: number }) => s.id)).toEqual([created.body.id]);
    const forOther = await as(t, other).get(`/api/articles/${articleId}/suggestions`).expect(200);
    expect(forOther.body).toEqual({ items: [], nextCursor: null });
    const queue = await as(t, moderator).get('/api/article-suggestions').expect(200);
    expect(queue.body.items.map((s: { id: number }) => s.id)).toEqual([created.body.id]);
    const mine = await as(t, member).get('/api/article-suggestions/mine').expect(200);
    expect(mine.body.items).toHaveLength(1);
    // The body is sanitised like an article's.
    const unsafe = await suggest(other, { content: '<p onclick="x()">Safe<script>alert(1)</script></p>' }).expect(201);
    expect(unsafe.body.content).toBe('<p>Safe</p>');
  });

  it('pages every suggestion list with a cursor (no cut-off at 100 rows)', async () => {
    const ids: number[] = [];
    const third = await signedIn(t.dataSource, { username: 'third_member' });
    for (const suggester of [member, other, third]) ids.push((await suggest(suggester).expect(201)).body.id);
    const pagesOf = async (actor: Actor, path: string) => {
      const pages: number[][] = [];
      let cursor: string | undefined;
      do {
        const page = await as(t, actor)
          .get(path)
          .query({ limit: 2, ...(cursor && { cursor }) })
          .expect(200);
        pages.push(page.body.items.map((s: { id: number }) => s.id));
        cursor = page.body.nextCursor ?? undefined;
      } while (cursor);
      return pages;
    };
    // Pending lists run oldest first.
    expect(await pagesOf(author, `/api/articles/${articleId}/suggestions`)).toEqual([ids.slice(0, 2), ids.slice(2)]);
    expect(await pagesOf(moderator, '/api/article-suggestions')).toEqual([ids.slice(0, 2), ids.slice(2)]);
    // Your own run newest first.
    const second = await as(t, author)
      .post('/api/articles')
      .send(validArticle({ title: 'Second article', content: ORIGINAL }))
      .expect(201);
    const thirdArticle = await as(t, author)
      .post('/api/articles')
      .send(validArticle({ title: 'Third article', content: ORIGINAL }))
      .expect(201);
    const mine = [ids[0]];
    for (const article of [second.body.id, thirdArticle.body.id])
      mine.push(
        (await as(t, member).post(`/api/articles/${article}/suggestions`).send(suggestion()).expect(201)).body.id,
      );
    expect(await pagesOf(member, '/api/article-suggestions/mine')).toEqual([[mine[2], mine[1]], [mine[0]]]);
    // A forged cursor is a 400 naming it.
    const forged = await as(t, moderator).get('/api/article-suggestions').query({ cursor: 'bm90LWEtY3Vyc29y' });
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toEqual([{ field: 'cursor', reason: expect.any(String) }]);
  });

  it('allows one pending suggestion per member and article (409), and another after a withdrawal', async () => {
    const first = await suggest(member).expect(201);
    const second = await suggest(member, { summary: 'Again' }).expect(409);
    expect(second.body.message).toBe(SuggestionErrors.alreadyPending);
    await as(t, other).post(`/api/article-suggestions/${first.body.id}/withdraw`).expect(403);
    const withdrawn = await as(t, member).post(`/api/article-suggestions/${first.body.id}/withdraw`).expect(200);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', canWithdraw: false });
    await as(t, member).post(`/api/article-suggestions/${first.body.id}/withdraw`).expect(409);
    await suggest(member, { summary: 'Again' }).expect(201);
  });

  it('answers 400 naming the field for bad input, and when nothing changes', async () => {
    const blank = await suggest(member, { summary: '  ' }).expect(400);
    expect(blank.body.errors).toEqual([expect.objectContaining({ field: 'summary' })]);
    const noTitle = await suggest(member, { title: '' }).expect(400);
    expect(noTitle.body.errors).toEqual([expect.objectContaining({ field: 'title' })]);
    const empty = await suggest(member, { content: '<p> </p>' }).expect(400);
    expect(empty.body.errors).toEqual([expect.objectContaining({ field: 'content' })]);
    const unknown = await suggest(member, { category: 'Technology' }).expect(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'category' })]);
    const same = await suggest(member, { excerpt: null, content: ORIGINAL }).expect(400);
    expect(same.body.errors).toEqual([{ field: 'content', reason: SuggestionErrors.nothingChanged }]);
  });

  it('answers 401 signed out, 403 to those who can edit or may not see or decide it, 404 for what does not exist', async () => {
    await request(t.http)
      .post(`/api/articles/${articleId}/suggestions`)
      .set('Origin', SITE_ORIGIN)
      .send(suggestion())
      .expect(401);
    await request(t.http).get(`/api/article-suggestions/1`).expect(401);
    expect((await suggest(author).expect(403)).body.message).toBe(SuggestionErrors.canEditDirectly);
    await suggest(admin).expect(403);
    await as(t, member).post('/api/articles/999999/suggestions').send(suggestion()).expect(404);
    await as(t, member).get('/api/articles/999999/suggestions').expect(404);
    await as(t, member).get('/api/article-suggestions/999999').expect(404);
    await as(t, admin).post('/api/article-suggestions/999999/accept').send({}).expect(404);
    await as(t, member).get('/api/article-suggestions').expect(403); // the queue is for moderators

    const id = (await suggest(member).expect(201)).body.id as number;
    await as(t, other).get(`/api/article-suggestions/${id}`).expect(403);
    await as(t, other).post(`/api/article-suggestions/${id}/accept`).send({}).expect(403);
    await as(t, other).post(`/api/article-suggestions/${id}/decline`).send({ reason: 'No' }).expect(403);
    expect((await as(t, member).post(`/api/article-suggestions/${id}/accept`).send({}).expect(403)).body.message).toBe(
      SuggestionErrors.notReviewer,
    );
    // A moderator reviews but cannot decide their own suggestion.
    const own = (await suggest(moderator).expect(201)).body.id as number;
    await as(t, moderator).post(`/api/article-suggestions/${own}/accept`).send({}).expect(403);
    const seen = await as(t, moderator).get(`/api/article-suggestions/${id}`).expect(200);
    expect(seen.body.canReview).toBe(true);
  });

  it('accepts: a new revision credited to the suggester, who is the last editor and earns the edit point', async () => {
    const id = (await suggest(member).expect(201)).body.id as number;
    const before = await pointsOf(member.user.id);
    const accepted = await as(t, admin).post(`/api/article-suggestions/${id}/accept`).send({}).expect(200);
    expect(accepted.body).toMatchObject({
      status: 'accepted',
      reviewer: expect.objectContaining({ id: admin.user.id }),
      canReview: false,
    });

    const article = await request(t.http).get(`/api/articles/${articleId}`).expect(200);
    expect(article.body).toMatchObject({
      content: SUGGESTED,
      excerpt: 'How streamers stayed online',
      category: 'Technology',
      tags: ['gear'],
      editedBy: expect.objectContaining({ id: member.user.id }),
    });
    const history = await request(t.http).get(`/api/articles/${articleId}/revisions`).expect(200);
    expect(history.body[0]).toMatchObject({
      number: 2,
      editor: expect.objectContaining({ id: member.user.id }),
      changedFields: ['excerpt', 'content'],
    });
    expect(await pointsOf(member.user.id)).toBe(before + 1);

    // The suggester and the author (someone else decided) are both told.
    expect(await notificationsOf(member.user.id)).toEqual([
      expect.objectContaining({
        kind: 'article-suggestion-decided',
        title: 'Your suggested edit to "Bonding rigs" was accepted',
        link: `/article/${articleId}/history`,
      }),
    ]);
    expect((await notificationsOf(author.user.id)).map((n) => n.title)).toEqual([
      'helpful_member suggested an edit to "Bonding rigs"',
      'an_admin accepted a suggested edit to "Bonding rigs"',
    ]);
    // Decided once only.
    await as(t, admin).post(`/api/article-suggestions/${id}/decline`).send({ reason: 'Late' }).expect(409);
  });

  it('keeps the edit point under the daily cap of one per editor and article', async () => {
    const id = (await suggest(member).expect(201)).body.id as number;
    await as(t, author).post(`/api/article-suggestions/${id}/accept`).send({}).expect(200);
    const afterFirst = await pointsOf(member.user.id);
    const next = (await suggest(member, { content: '<p>Rewritten again.</p>' }).expect(201)).body.id as number;
    await as(t, author).post(`/api/article-suggestions/${next}/accept`).send({}).expect(200);
    expect(await pointsOf(member.user.id)).toBe(afterFirst);
  });

  it('declines with a required reason, which the suggester is told', async () => {
    const id = (await suggest(member).expect(201)).body.id as number;
    const missing = await as(t, author).post(`/api/article-suggestions/${id}/decline`).send({}).expect(400);
    expect(missing.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'reason' })]));
    const declined = await as(t, author)
      .post(`/api/article-suggestions/${id}/decline`)
      .send({ reason: 'The year is not sourced' })
      .expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', reviewReason: 'The year is not sourced' });
    const article = await request(t.http).get(`/api/articles/${articleId}`).expect(200);
    expect(article.body.content).toBe(ORIGINAL);
    expect(await notificationsOf(member.user.id)).toEqual([
      {
        kind: 'article-suggestion-decided',
        title: 'Your suggested edit to "Bonding rigs" was declined',
        body: 'Reason: The year is not sourced',
        link: `/article/${articleId}/suggestions/${id}`,
      },
    ]);
    // The author decided: nobody tells the author of their own decision.
    expect(await notificationsOf(author.user.id)).toHaveLength(1);
  });

  it('answers 409 when the article text changed since the suggestion, but not for a tags-only change', async () => {
    const id = (await suggest(member).expect(201)).body.id as number;
    await as(t, author)
      .patch(`/api/articles/${articleId}`)
      .send({ tags: ['gear', 'history'] })
      .expect(200);
    expect((await as(t, author).get(`/api/article-suggestions/${id}`).expect(200)).body.stale).toBe(false);

    await as(t, author)
      .patch(`/api/articles/${articleId}`)
      .send({ content: '<p>The author rewrote it.</p>' })
      .expect(200);
    expect((await as(t, author).get(`/api/article-suggestions/${id}`).expect(200)).body.stale).toBe(true);
    const stale = await as(t, author).post(`/api/article-suggestions/${id}/accept`).send({}).expect(409);
    expect(stale.body.message).toBe(SuggestionErrors.stale);
    const article = await request(t.http).get(`/api/articles/${articleId}`).expect(200);
    expect(article.body.content).toBe('<p>The author rewrote it.</p>');
    expect(article.body.tags).toEqual(['gear', 'history']);
    // Still pending: it can be declined.
    await as(t, author).post(`/api/article-suggestions/${id}/decline`).send({ reason: 'Out of date' }).expect(200);
  });

  it('lets the author review even without the moderator role, and bases suggestions on articles with no revision', async () => {
    const memberAuthor = await signedIn(t.dataSource, { username: 'member_author' });
    const [{ id: seeded }] = await t.dataSource.query(
      `INSERT INTO articles (title, content, category, author_id) VALUES ('Seeded', '<p>Old text.</p>', 'Technology', $1) RETURNING id`,
      [memberAuthor.user.id],
    );
    const id = (
      await as(t, member)
        .post(`/api/articles/${seeded}/suggestions`)
        .send(suggestion({ title: 'Seeded', content: '<p>New text.</p>', excerpt: null }))
        .expect(201)
    ).body.id as number;
    await as(t, memberAuthor).post(`/api/article-suggestions/${id}/accept`).send({}).expect(200);
    const history = await request(t.http).get(`/api/articles/${seeded}/revisions`).expect(200);
    expect(history.body.map((r: { editor: { id: string } }) => r.editor.id)).toEqual([
      member.user.id,
      memberAuthor.user.id,
    ]);
  });
});
