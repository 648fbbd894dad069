import request from 'supertest';
import { Not } from 'typeorm';
import { ROOT_USER_ID } from '../src/modules/users/root-user.js';
import { DEMO_ARTICLES } from '../src/database/seed/demo-articles/index.js';
import { DEMO_EMAIL_DOMAIN, DEMO_USERS } from '../src/database/seed/demo-users.js';
import { seedDemoContent } from '../src/database/seed/seed-demo-content.js';
import { ARTICLE_CATEGORIES } from '@irl/shared';
import { Article } from '../src/modules/articles/entities/article.entity.js';
import { UserRole } from '../src/modules/users/user-role.js';
import { User } from '../src/modules/users/entities/user.entity.js';
import { createTestApp, resetDatabase, type TestApp } from './utils/test-app.js';

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 'u', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'pre', 'a']);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Everything in an HTML fragment that falls outside the allow-list (tags, attributes, nesting). */
function htmlProblems(html: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const text = html.replace(TAG, (_match, closing: string, rawName: string, rawAttributes: string) => {
    const name = rawName.toLowerCase();
    if (!ALLOWED_TAGS.has(name)) problems.push(`tag <${name}>`);
    const attributes = [...rawAttributes.matchAll(ATTRIBUTE)].map((m) => ({
      name: m[1].toLowerCase(),
      value: m[2] ?? m[3] ?? m[4] ?? '',
    }));
    for (const attribute of attributes) {
      const allowed = !closing && name === 'a' && (attribute.name === 'href' || attribute.name === 'target');
      if (!allowed) problems.push(`attribute ${attribute.name} on <${closing}${name}>`);
    }
    if (name === 'a' && !closing) {
      const href = attributes.find((a) => a.name === 'href')?.value;
      if (!href || !/^https:\/\//.test(href)) problems.push(`link without an https href`);
    }
    if (name === 'br') return ' ';
    if (closing) {
      if (open.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else {
      open.push(name);
    }
    return ' ';
  });
  if (open.length) problems.push(`unclosed ${open.map((n) => `<${n}>`).join(', ')}`);
  if (/[<>]/.test(text)) problems.push('a stray < or > outside a tag');
  return problems;
}

function wordCount(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('Demo content seed', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof seedDemoContent>>;

  const countRows = async () => ({
    // The root admin comes from the migrations, not from the seed.
    users: await t.dataSource.getRepository(User).count({ where: { id: Not(ROOT_USER_ID) } }),
    articles: await t.dataSource.getRepository(Article).count(),
  });

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
    first = await seedDemoContent(t.dataSource);
  });
  afterAll(() => t.close());

  it('the HTML check catches markup outside the allow-list', () => {
    expect(htmlProblems('<p>Fine <a href="https://example.com" target="_blank">link</a><br></p>')).toEqual([]);
    expect(htmlProblems('<div class="x">a</div>')).toEqual(['tag <div>', 'attribute class on <div>', 'tag <div>']);
    expect(htmlProblems('<p style="color:red" onclick="x()">a</p>')).toEqual([
      'attribute style on <p>',
      'attribute onclick on <p>',
    ]);
    expect(htmlProblems('<p><img src="https://example.com/x.png"></p>')).toContain('tag <img>');
    expect(htmlProblems('<a href="javascript:alert(1)" data-x="1">x</a>')).toEqual([
      'attribute data-x on <a>',
      'link without an https href',
    ]);
    expect(htmlProblems('<p>1 < 2</p>')).toEqual(['a stray < or > outside a tag']);
  });

  it('seeds an empty database with users of every role and articles in all ten categories', async () => {
    expect(first).toEqual({ users: DEMO_USERS.length, articles: DEMO_ARTICLES.length, skipped: false });
    expect(first.users).toBeGreaterThanOrEqual(8);
    expect(first.articles).toBeGreaterThanOrEqual(30);
    expect(await countRows()).toEqual({ users: first.users, articles: first.articles });

    const roles = await t.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.role', 'role')
      .addSelect('count(*)::int', 'count')
      .groupBy('u.role')
      .getRawMany<{ role: UserRole; count: number }>();
    expect(roles.map((r) => r.role).sort()).toEqual([UserRole.Admin, UserRole.Moderator, UserRole.User].sort());

    const categories = await t.dataSource
      .getRepository(Article)
      .createQueryBuilder('a')
      .select('a.category', 'category')
      .addSelect('count(*)::int', 'count')
      .groupBy('a.category')
      .getRawMany<{ category: string; count: number }>();
    expect(categories.map((c) => c.category).sort()).toEqual([...ARTICLE_CATEGORIES].sort());
    for (const category of categories) expect(category.count).toBeGreaterThanOrEqual(3);
  });

  it('gives every demo balance a ledger: each balance equals the sum of its ledger rows', async () => {
    const mismatched = await t.dataSource.query(
      `SELECT u.username, u.available_points AS balance, coalesce(sum(l.delta), 0)::int AS ledger
         FROM users u LEFT JOIN points_ledger l ON l.user_id = u.id
        GROUP BY u.id HAVING u.available_points <> coalesce(sum(l.delta), 0)`,
    );
    expect(mismatched).toEqual([]);
    const [{ funded }] = await t.dataSource.query(
      `SELECT count(DISTINCT user_id)::int AS funded FROM points_ledger WHERE reason = 'demo.granted'`,
    );
    expect(funded).toBe(DEMO_USERS.filter((u) => u.availablePoints > 0).length);
  });

  it('authors every article by a moderator or admin and keeps the fixed dates and counters', async () => {
    const articles = await t.dataSource.getRepository(Article).find({ relations: { author: true } });
    for (const article of articles) {
      expect([UserRole.Moderator, UserRole.Admin]).toContain(article.author?.role);
      expect(article.commentCount).toBe(0);
      expect(article.views).toBeGreaterThanOrEqual(50);
      expect(article.views).toBeLessThanOrEqual(20000);
    }
    const demo = DEMO_ARTICLES[0];
    const stored = articles.find((a) => a.title === demo.title);
    expect(stored?.createdAt.toISOString()).toBe(new Date(demo.createdAt).toISOString());
    expect(stored?.author?.username).toBe(demo.author);
    // Every like counter is backed by real like rows, none by the author.
    const likeRows: { article_id: number; n: number; by_author: number }[] = await t.dataSource.query(
      `SELECT l.article_id, count(*)::int AS n, count(*) FILTER (WHERE l.user_id = a.author_id)::int AS by_author
         FROM article_likes l JOIN articles a ON a.id = l.article_id GROUP BY l.article_id`,
    );
    expect(likeRows).toHaveLength(articles.length);
    for (const article of articles) {
      const row = likeRows.find((r) => r.article_id === article.id);
      expect(row?.n).toBe(article.likeCount);
      expect(row?.by_author).toBe(0);
    }
    expect(stored?.likeCount).toBeGreaterThan(0);
  });

  it("starts every article's history with its published version, by its author, and marks none as edited", async () => {
    const rows: { id: number; revisions: number; first_by_author: boolean; edited_at: Date | null }[] =
      await t.dataSource.query(
        `SELECT a.id, count(r.id)::int AS revisions, bool_and(r.editor_id = a.author_id AND r.title = a.title
                AND r.content = a.content AND r.created_at = a.created_at) AS first_by_author, a.edited_at
           FROM articles a LEFT JOIN article_revisions r ON r.article_id = a.id
          GROUP BY a.id`,
      );
    expect(rows.length).toBe(DEMO_ARTICLES.length);
    expect(rows.filter((row) => row.revisions !== 1 || !row.first_by_author || row.edited_at !== null)).toEqual([]);
  });

  it('stores only allow-listed HTML in every article', async () => {
    const articles = await t.dataSource.getRepository(Article).find();
    const problems = articles.flatMap((a) => htmlProblems(a.content).map((p) => `${a.title}: ${p}`));
    expect(problems).toEqual([]);
  });

  it('keeps the demo data within the content rules', () => {
    const usernames = DEMO_USERS.map((u) => u.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const user of DEMO_USERS) {
      expect(user.username).toMatch(/^[a-z0-9_]+$/);
      expect(user.username).not.toBe('root');
      expect(user.email.endsWith(`@${DEMO_EMAIL_DOMAIN}`)).toBe(true);
    }
    const authors = new Map(DEMO_USERS.map((u) => [u.username, u.role]));
    const titles = new Set<string>();
    for (const article of DEMO_ARTICLES) {
      expect(titles.has(article.title)).toBe(false);
      titles.add(article.title);
      expect(article.title.length).toBeLessThanOrEqual(200);
      expect(article.excerpt?.length ?? 0).toBeLessThanOrEqual(500);
      expect([UserRole.Moderator, UserRole.Admin]).toContain(authors.get(article.author));
      expect(article.tags.length).toBeGreaterThanOrEqual(2);
      expect(article.tags.length).toBeLessThanOrEqual(6);
      for (const tag of article.tags) expect(tag).toMatch(/^[a-z0-9.-]+$/);
      expect(wordCount(article.content)).toBeGreaterThanOrEqual(250);
      expect(wordCount(article.content)).toBeLessThanOrEqual(700);
      expect(article.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(htmlProblems(article.content)).toEqual([]);
    }
    // A few articles have no excerpt, so cards fall back to the start of the content.
    expect(DEMO_ARTICLES.filter((a) => !a.excerpt).length).toBeGreaterThanOrEqual(3);
  });

  it('lists every seeded article through GET /api/articles', async () => {
    const response = await request(t.http).get('/api/articles').query({ limit: 50 }).expect(200);
    expect(response.body.total).toBe(first.articles);
    expect(response.body.items).toHaveLength(first.articles);

    const withoutExcerpt = DEMO_ARTICLES.find((a) => !a.excerpt);
    const items = response.body.items as { title: string; excerpt: string | null; preview: string }[];
    const card = items.find((a) => a.title === withoutExcerpt?.title);
    expect(card?.excerpt).toBeNull();
    expect(card?.preview.length).toBeGreaterThan(100);
  });

  it('skips a second run without touching anything', async () => {
    const before = await countRows();
    const lastUpdate = await t.dataSource.query<{ max: Date }[]>('SELECT max(updated_at) AS max FROM articles');

    await expect(seedDemoContent(t.dataSource)).resolves.toEqual({ users: 0, articles: 0, skipped: true });

    expect(await countRows()).toEqual(before);
    const lastUpdateAfter = await t.dataSource.query<{ max: Date }[]>('SELECT max(updated_at) AS max FROM articles');
    expect(lastUpdateAfter[0].max).toEqual(lastUpdate[0].max);
  });

  it('seeds exactly once when two runs start at the same time', async () => {
    await resetDatabase(t.dataSource);

    const results = await Promise.all([seedDemoContent(t.dataSource), seedDemoContent(t.dataSource)]);

    expect(results.map((r) => r.skipped).sort()).toEqual([false, true]);
    expect(await countRows()).toEqual({ users: DEMO_USERS.length, articles: DEMO_ARTICLES.length });
  });
});
