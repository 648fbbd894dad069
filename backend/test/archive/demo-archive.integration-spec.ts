import { DEMO_ARCHIVE } from '../../src/database/seed/demo-archive/index.js';
import { seedDemoContent } from '../../src/database/seed/seed-demo-content.js';
import { ARCHIVE_TYPES } from '../../src/modules/archive/archive-types.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

/** Names the demo content writes on purpose without an entry of their own (shown as plain text). */
const PLAIN_TEXT_RELATIONS = new Set(['San Francisco']);

interface RelationItem {
  text: string;
  entry: { type: string; slug: string } | null;
}

describe('Demo archive', () => {
  let t: TestApp;
  let member: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
    await seedDemoContent(t.dataSource);
    member = await signedIn(t.dataSource, { role: UserRole.User });
  });
  afterAll(() => t.close());

  it('has at least five entries of every type, each with a first revision by a demo contributor', async () => {
    for (const type of ARCHIVE_TYPES) {
      const { body } = await as(t, member).get(`/api/archive?type=${type}`).expect(200);
      expect(body.total).toBeGreaterThanOrEqual(5);
    }
    const [{ missing }] = await t.dataSource.query<{ missing: number }[]>(
      `SELECT count(*)::int AS "missing" FROM "archive_entries" e
       WHERE e."created_by" IS NULL OR NOT EXISTS (SELECT 1 FROM "archive_entry_revisions" r WHERE r."entry_id" = e."id")`,
    );
    expect(missing).toBe(0);
  });

  it('links every relation it writes to an entry, except the names meant as plain text', async () => {
    const unresolved: string[] = [];
    let linked = 0;
    for (const demo of DEMO_ARCHIVE.filter((d) => d.type === 'person' || d.type === 'event')) {
      const list = await as(t, member).get(`/api/archive?type=${demo.type}&q=${encodeURIComponent(demo.name)}`);
      const slug = (list.body.items as { name: string; slug: string }[]).find((e) => e.name === demo.name)?.slug;
      expect(slug).toBeDefined();
      const { body } = await as(t, member).get(`/api/archive/${demo.type}/${slug}`).expect(200);
      for (const relation of body.relations as { items: RelationItem[] }[]) {
        for (const item of relation.items) {
          if (item.entry) linked += 1;
          else if (!PLAIN_TEXT_RELATIONS.has(item.text)) unresolved.push(`${demo.name} → ${item.text}`);
        }
      }
    }
    expect(unresolved).toEqual([]);
    expect(linked).toBeGreaterThan(20);
  });

  it("shows Justin Kan's events on his page and the whole history on the timeline", async () => {
    const { body } = await as(t, member).get('/api/archive/person/justin-kan').expect(200);
    expect(body.relatedEvents.map((e: { name: string }) => e.name)).toEqual(['Justin.tv goes live']);
    const timeline = await as(t, member).get('/api/archive/timeline?limit=50').expect(200);
    const dates: string[] = timeline.body.items.map((e: { eventDate: string }) => e.eventDate);
    expect(dates).toEqual([...dates].sort());
    expect(dates.length).toBe(DEMO_ARCHIVE.filter((d) => d.type === 'event').length);
  });

  it('adds the archive once to a database seeded before it existed, and never twice', async () => {
    await t.dataSource.query(`DELETE FROM "archive_entries"`);
    await expect(seedDemoContent(t.dataSource)).resolves.toMatchObject({ skipped: true });
    const count = async () =>
      (await t.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS "n" FROM "archive_entries"`))[0].n;
    expect(await count()).toBe(DEMO_ARCHIVE.length);
    await seedDemoContent(t.dataSource);
    expect(await count()).toBe(DEMO_ARCHIVE.length);
  });
});
