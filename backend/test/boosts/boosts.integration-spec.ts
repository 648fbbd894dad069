import { CancelBoostsOfDeletedArticles1795990000000 } from '../../src/database/migrations/1795990000000-CancelBoostsOfDeletedArticles.js';
import request from 'supertest';
import { AccountMergeService } from '../../src/modules/account-merge/account-merge.service.js';
import {
  BOOST_AUDIT_ACTION,
  BOOST_DURATION_HOURS,
  BOOST_PRICE_POINTS,
  BOOST_QUEUE_LIMIT,
  BOOST_SPEND_REASON,
} from '../../src/modules/boosts/boost-rules.js';
import { BoostErrors } from '../../src/modules/boosts/boosts.errors.js';
import { PointsService } from '../../src/modules/points/points.service.js';
import { SiteSetting } from '../../src/modules/settings/entities/site-setting.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { pointsBook } from '../account-merge/merge-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { useTestApp } from '../utils/test-app.js';

const DAY_MS = BOOST_DURATION_HOURS * 3600_000;

interface BoostBody {
  id: number;
  articleId: number;
  startsAt: string;
  endsAt: string;
  status: string;
  price: number;
  balanceAfter: number;
}

describe('Boosts', () => {
  const t = useTestApp();

  const grant = (userId: string, delta: number) =>
    t.app.get(PointsService).apply(t.dataSource.manager, { userId, delta, reason: 'test.grant' });
  /** A writer with `points` points and one article of their own. */
  const writer = async (points: number, role = UserRole.Moderator) => {
    const actor = await signedIn(t.dataSource, { role });
    if (points > 0) await grant(actor.user.id, points);
    const article = await createArticle(t.dataSource, actor.user);
    return { ...actor, articleId: article.id };
  };
  const boost = (actor: Actor, articleId: unknown) => as(t, actor).post('/api/boosts').send({ articleId });
  const balance = async (userId: string) => (await pointsBook(t.dataSource)).balanceOf(userId);
  const featured = async (actor: Actor) => (await as(t, actor).get('/api/boosts/featured').expect(200)).body;
  /** Moves every boost window by `hours` (negative: into the past), as if the clock had moved forward. */
  const shiftBoosts = (hours: number) =>
    t.dataSource.query(
      `UPDATE article_boosts SET starts_at = starts_at + make_interval(hours => $1), ends_at = ends_at + make_interval(hours => $1)`,
      [hours],
    );

  it(`charges ${BOOST_PRICE_POINTS} points and features the article at once for ${BOOST_DURATION_HOURS} hours`, async () => {
    const author = await writer(BOOST_PRICE_POINTS + 40);
    const before = Date.now();
    const response = await boost(author, author.articleId).expect(201);
    const body = response.body as BoostBody;

    expect(body).toMatchObject({
      articleId: author.articleId,
      price: BOOST_PRICE_POINTS,
      status: 'active',
      balanceAfter: 40,
    });
    const startsAt = Date.parse(body.startsAt);
    expect(startsAt).toBeGreaterThanOrEqual(before - 5000);
    expect(startsAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(Date.parse(body.endsAt) - startsAt).toBe(DAY_MS);
    expect(await balance(author.user.id)).toBe(40);

    const ledger = await as(t, author).get('/api/points/ledger').expect(200);
    expect(ledger.body.items[0]).toMatchObject({
      delta: -BOOST_PRICE_POINTS,
      reason: BOOST_SPEND_REASON,
      reference: `boost:${body.id}`,
      balanceAfter: 40,
    });
    const audit = await t.dataSource.query(`SELECT actor_id, details FROM audit_log WHERE action = $1`, [
      BOOST_AUDIT_ACTION,
    ]);
    expect(audit).toEqual([
      {
        actor_id: author.user.id,
        details: expect.objectContaining({ boostId: body.id, articleId: author.articleId, price: BOOST_PRICE_POINTS }),
      },
    ]);

    const home = await featured(author);
    expect(home.boost).toMatchObject({ id: body.id, article: { id: author.articleId } });
    const mine = await as(t, author).get('/api/boosts/mine').expect(200);
    expect(mine.body.items).toEqual([expect.objectContaining({ id: body.id, status: 'active' })]);
  });

  it('queues a new boost to start when the last one ends (first in, first out), shown in the queue', async () => {
    const first = await writer(BOOST_PRICE_POINTS);
    const second = await writer(BOOST_PRICE_POINTS);
    const third = await writer(BOOST_PRICE_POINTS);
    const a = (await boost(first, first.articleId).expect(201)).body as BoostBody;
    const b = (await boost(second, second.articleId).expect(201)).body as BoostBody;
    const c = (await boost(third, third.articleId).expect(201)).body as BoostBody;

    expect(b.status).toBe('scheduled');
    expect(b.startsAt).toBe(a.endsAt);
    expect(c.startsAt).toBe(b.endsAt);
    expect(Date.parse(c.endsAt) - Date.parse(c.startsAt)).toBe(DAY_MS);

    const viewer = await signedIn(t.dataSource);
    const queue = await as(t, viewer).get('/api/boosts/queue').expect(200);
    expect(queue.body).toMatchObject({
      price: BOOST_PRICE_POINTS,
      durationHours: BOOST_DURATION_HOURS,
      nextStartAt: c.endsAt,
      full: false,
    });
    expect(queue.body.slots.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [a.id, 'active'],
      [b.id, 'scheduled'],
      [c.id, 'scheduled'],
    ]);
    expect(queue.body.slots[1].buyer).toMatchObject({ id: second.user.id, username: second.user.username });
    expect(queue.body.slots[1]).not.toHaveProperty('buyer.email');
  });

  it('refuses with 409 and a clear message below the price, charging nothing', async () => {
    const author = await writer(BOOST_PRICE_POINTS - 1);
    const response = await boost(author, author.articleId).expect(409);
    expect(response.body.message).toBe(BoostErrors.insufficientPoints);
    expect(await balance(author.user.id)).toBe(BOOST_PRICE_POINTS - 1);
    expect(await t.dataSource.query(`SELECT id FROM article_boosts`)).toEqual([]);
  });

  it("refuses someone else's article (403), a missing article (404) and a bad id (400)", async () => {
    const author = await writer(BOOST_PRICE_POINTS);
    const other = await writer(BOOST_PRICE_POINTS);
    const admin = await writer(BOOST_PRICE_POINTS, UserRole.Admin);

    const foreign = await boost(other, author.articleId).expect(403);
    expect(foreign.body.message).toBe(BoostErrors.ownArticlesOnly);
    await boost(admin, author.articleId).expect(403); // admins spend their points on their own articles too

    const missing = await boost(author, 999_999).expect(404);
    expect(missing.body.message).toBe('Article Not Found');
    await as(t, author).delete(`/api/articles/${author.articleId}`).expect(204);
    await boost(author, author.articleId).expect(404);

    const invalid = await boost(author, 'abc').expect(400);
    expect(new Set(invalid.body.errors.map((e: { field: string }) => e.field))).toEqual(new Set(['articleId']));
    await boost(author, 0).expect(400);
    await as(t, author).post('/api/boosts').send({ articleId: 1, price: 1 }).expect(400); // no price from the client

    for (const actor of [author, other, admin]) expect(await balance(actor.user.id)).toBe(BOOST_PRICE_POINTS);
  });

  it('refuses a second boost of the same article while one is active or queued', async () => {
    const author = await writer(BOOST_PRICE_POINTS * 2);
    await boost(author, author.articleId).expect(201);
    const again = await boost(author, author.articleId).expect(409);
    expect(again.body.message).toBe(BoostErrors.alreadyQueued);
    expect(await balance(author.user.id)).toBe(BOOST_PRICE_POINTS);

    await shiftBoosts(-BOOST_DURATION_HOURS - 1); // the first boost has ended
    await boost(author, author.articleId).expect(201);
  });

  it(`refuses a boost once ${BOOST_QUEUE_LIMIT} are active or waiting`, async () => {
    for (let i = 0; i < BOOST_QUEUE_LIMIT; i += 1) {
      const author = await writer(BOOST_PRICE_POINTS);
      await boost(author, author.articleId).expect(201);
    }
    const late = await writer(BOOST_PRICE_POINTS);
    const viewer = await signedIn(t.dataSource);
    expect((await as(t, viewer).get('/api/boosts/queue').expect(200)).body.full).toBe(true);
    const refused = await boost(late, late.articleId).expect(409);
    expect(refused.body.message).toBe(BoostErrors.queueFull);
    expect(await balance(late.user.id)).toBe(BOOST_PRICE_POINTS);
  });

  it('never overspends nor overlaps under concurrent purchases', async () => {
    // One writer who can pay for exactly 2 boosts buys 6 at once on 6 articles; 5 others buy at the same time.
    const rich = await writer(BOOST_PRICE_POINTS * 2 + 10);
    const articles = [rich.articleId];
    for (let i = 0; i < 5; i += 1) articles.push((await createArticle(t.dataSource, rich.user)).id);
    const others = await Promise.all(Array.from({ length: 5 }, () => writer(BOOST_PRICE_POINTS)));

    const results = await Promise.all([
      ...articles.map((id) => boost(rich, id)),
      ...others.map((other) => boost(other, other.articleId)),
    ]);
    const richStatuses = results.slice(0, 6).map((r) => r.status);
    expect(richStatuses.filter((s) => s === 201)).toHaveLength(2);
    expect(richStatuses.filter((s) => s === 409)).toHaveLength(4);
    expect(results.slice(6).map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(await balance(rich.user.id)).toBe(10);

    const windows = await t.dataSource.query<{ starts_at: Date; ends_at: Date }[]>(
      `SELECT starts_at, ends_at FROM article_boosts ORDER BY starts_at`,
    );
    expect(windows).toHaveLength(7);
    for (let i = 1; i < windows.length; i += 1) {
      expect(windows[i].starts_at.getTime()).toBe(windows[i - 1].ends_at.getTime()); // back to back, no overlap, no gap
    }
    const book = await pointsBook(t.dataSource);
    expect(book.mismatched).toEqual([]);
    expect(book.balanceTotal).toBe(book.ledgerTotal);
  });

  it('has the database refuse overlapping windows even without the queue lock', async () => {
    const author = await writer(BOOST_PRICE_POINTS);
    await boost(author, author.articleId).expect(201);
    await expect(
      t.dataSource.query(
        `INSERT INTO article_boosts (article_id, article_title, buyer_id, price, starts_at, ends_at)
         VALUES ($1, 'x', $2, 1, now() + interval '1 hour', now() + interval '2 hours')`,
        [author.articleId, author.user.id],
      ),
    ).rejects.toThrow(/EXC_article_boosts_window/);
  });

  it('features the active boost, then the next one, then falls back to none after the last ends', async () => {
    const first = await writer(BOOST_PRICE_POINTS);
    const second = await writer(BOOST_PRICE_POINTS);
    const viewer = await signedIn(t.dataSource);
    expect((await featured(viewer)).boost).toBeNull();

    await boost(first, first.articleId).expect(201);
    await boost(second, second.articleId).expect(201);
    expect((await featured(viewer)).boost.article.id).toBe(first.articleId);

    await shiftBoosts(-BOOST_DURATION_HOURS); // the first window has just ended
    expect((await featured(viewer)).boost.article.id).toBe(second.articleId);
    const mine = await as(t, first).get('/api/boosts/mine').expect(200);
    expect(mine.body.items[0].status).toBe('ended');

    await shiftBoosts(-BOOST_DURATION_HOURS);
    expect((await featured(viewer)).boost).toBeNull();
    // A new purchase starts at once when the queue is empty.
    const late = await writer(BOOST_PRICE_POINTS);
    expect(((await boost(late, late.articleId).expect(201)).body as BoostBody).status).toBe('active');
  });

  it('cancels the boosts of a deleted article: the slot and queue move on, unused points go back', async () => {
    const viewer = await signedIn(t.dataSource);
    const running = await writer(BOOST_PRICE_POINTS);
    const waiting = await writer(BOOST_PRICE_POINTS);
    const active = (await boost(running, running.articleId).expect(201)).body as BoostBody;
    const scheduled = (await boost(waiting, waiting.articleId).expect(201)).body as BoostBody;
    expect(scheduled.status).toBe('scheduled');
    // The active boost has run half its window.
    await t.dataSource.query(
      `UPDATE article_boosts SET starts_at = now() - interval '12 hours', ends_at = now() + interval '12 hours'
       WHERE id = $1`,
      [active.id],
    );

    // A waiting boost returns all its points; the queue no longer lists it.
    await as(t, waiting).delete(`/api/articles/${waiting.articleId}`).expect(204);
    expect(await balance(waiting.user.id)).toBe(BOOST_PRICE_POINTS);
    const queue = await as(t, viewer).get('/api/boosts/queue').expect(200);
    expect(queue.body.slots.map((slot: { id: number }) => slot.id)).toEqual([active.id]);

    // The running one returns its unused half (rounded down) and leaves the slot.
    await as(t, running).delete(`/api/articles/${running.articleId}`).expect(204);
    expect(await balance(running.user.id)).toBeGreaterThanOrEqual(BOOST_PRICE_POINTS / 2 - 1);
    expect(await balance(running.user.id)).toBeLessThanOrEqual(BOOST_PRICE_POINTS / 2);
    expect((await featured(viewer)).boost).toBeNull();
    expect((await as(t, viewer).get('/api/boosts/queue').expect(200)).body.slots).toEqual([]);

    // The purchase stays on record as revoked, the ledger and the audit say why.
    const mine = await as(t, running).get('/api/boosts/mine').expect(200);
    expect(mine.body.items[0]).toMatchObject({ id: active.id, articleId: null, status: 'revoked' });
    const ledger = await t.dataSource.query<{ reason: string; reference: string }[]>(
      `SELECT reason, reference FROM points_ledger WHERE user_id = $1 AND delta > 0`,
      [waiting.user.id],
    );
    expect(ledger).toContainEqual({ reason: 'boost.article-deleted', reference: `boost:${scheduled.id}` });
    const audits = await t.dataSource.query<{ details: { pointsReturned: number } }[]>(
      `SELECT details FROM audit_log WHERE action = 'boost.cancelled' AND target_user_id = $1`,
      [waiting.user.id],
    );
    expect(audits.map((row) => row.details.pointsReturned)).toEqual([BOOST_PRICE_POINTS]);
  });

  it('returns nothing for a boost that already ended, and nothing when the deletion is refused', async () => {
    const author = await writer(BOOST_PRICE_POINTS);
    const bought = (await boost(author, author.articleId).expect(201)).body as BoostBody;
    const stranger = await writer(0);
    await as(t, stranger).delete(`/api/articles/${author.articleId}`).expect(403);
    expect(await balance(author.user.id)).toBe(0);

    await t.dataSource.query(
      `UPDATE article_boosts SET starts_at = now() - interval '2 days', ends_at = now() - interval '1 day'
       WHERE id = $1`,
      [bought.id],
    );
    await as(t, author).delete(`/api/articles/${author.articleId}`).expect(204);
    expect(await balance(author.user.id)).toBe(0);
    const mine = await as(t, author).get('/api/boosts/mine').expect(200);
    expect(mine.body.items[0]).toMatchObject({ id: bought.id, articleId: null, status: 'ended' });
  });

  it('cancels, once at upgrade, the boosts left behind by articles deleted before deletions cancelled them', async () => {
    const author = await writer(BOOST_PRICE_POINTS);
    const bought = (await boost(author, author.articleId).expect(201)).body as BoostBody;
    // As an older release left it: the article gone, the boost still holding its window.
    await t.dataSource.query(
      `UPDATE article_boosts SET article_id = NULL, starts_at = now() + interval '1 hour',
         ends_at = now() + interval '25 hours' WHERE id = $1`,
      [bought.id],
    );
    const runner = t.dataSource.createQueryRunner();
    try {
      await new CancelBoostsOfDeletedArticles1795990000000().up(runner);
    } finally {
      await runner.release();
    }
    expect(await balance(author.user.id)).toBe(BOOST_PRICE_POINTS);
    const mine = await as(t, author).get('/api/boosts/mine').expect(200);
    expect(mine.body.items[0]).toMatchObject({ id: bought.id, status: 'revoked' });
    const ledger = await as(t, author).get('/api/points/ledger').expect(200);
    expect(ledger.body.items[0]).toMatchObject({
      delta: BOOST_PRICE_POINTS,
      reason: 'boost.article-deleted',
      balanceAfter: BOOST_PRICE_POINTS,
    });
  });

  it("pages the buyer's boosts newest first, and only theirs", async () => {
    const author = await writer(BOOST_PRICE_POINTS * 3);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const article = await createArticle(t.dataSource, author.user);
      ids.push(((await boost(author, article.id).expect(201)).body as BoostBody).id);
    }
    const other = await writer(BOOST_PRICE_POINTS);
    await boost(other, other.articleId).expect(201);

    const page1 = await as(t, author).get('/api/boosts/mine').query({ limit: 2 }).expect(200);
    expect(page1.body.items.map((b: BoostBody) => b.id)).toEqual([ids[2], ids[1]]);
    const page2 = await as(t, author)
      .get('/api/boosts/mine')
      .query({ limit: 2, cursor: page1.body.nextCursor })
      .expect(200);
    expect(page2.body.items.map((b: BoostBody) => b.id)).toEqual([ids[0]]);
    expect(page2.body.nextCursor).toBeNull();
    await as(t, author).get('/api/boosts/mine').query({ cursor: 'nope' }).expect(400);
  });

  it('needs sign-in for the store calls, keeps Featured public, and follows the Store restriction', async () => {
    await request(t.http).get('/api/boosts/queue').expect(401);
    await request(t.http).get('/api/boosts/mine').expect(401);
    await request(t.http).get('/api/boosts/featured').expect(200);

    const author = await writer(BOOST_PRICE_POINTS);
    await t.dataSource.getRepository(SiteSetting).save({ key: 'feature_access', value: 'admins', updatedBy: null });
    const refused = await boost(author, author.articleId).expect(403);
    expect(refused.body.message).toBe('This feature is available to admins only.');
    await as(t, author).get('/api/boosts/queue').expect(403);
    await as(t, author).get('/api/boosts/mine').expect(403);
    await as(t, author).get('/api/boosts/featured').expect(200);
    expect(await balance(author.user.id)).toBe(BOOST_PRICE_POINTS);

    const admin = await writer(BOOST_PRICE_POINTS, UserRole.Admin);
    await boost(admin, admin.articleId).expect(201);
  });

  it('lets any signed-in author boost their own article, whatever their role', async () => {
    // Articles stay with authors whose role was lowered; the points are theirs to spend.
    const former = await writer(BOOST_PRICE_POINTS, UserRole.User);
    await boost(former, former.articleId).expect(201);
  });

  it("moves the source's boosts to the target in an account merge", async () => {
    const source = await writer(BOOST_PRICE_POINTS);
    const target = await writer(0);
    const bought = (await boost(source, source.articleId).expect(201)).body as BoostBody;
    await t.app.get(AccountMergeService).merge({ sourceId: source.user.id, targetId: target.user.id });

    const mine = await as(t, target).get('/api/boosts/mine').expect(200);
    expect(mine.body.items.map((b: BoostBody) => b.id)).toEqual([bought.id]);
    expect((await pointsBook(t.dataSource)).mismatched).toEqual([]);
  });
});
