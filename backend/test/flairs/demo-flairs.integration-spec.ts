import { DEMO_FLAIRS } from '../../src/database/seed/demo-flairs.js';
import { seedDemoContent } from '../../src/database/seed/seed-demo-content.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { as, type Actor } from '../articles/article-fixtures.js';
import { sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

describe('Demo flairs of the run command', () => {
  let t: TestApp;
  let reader: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    await resetDatabase(t.dataSource);
    await seedDemoContent(t.dataSource);
    const user = await t.dataSource.getRepository(User).findOneByOrFail({ username: 'lurker_since_07' });
    reader = { user, cookie: await sessionCookieFor(t.dataSource, user.id) };
  });
  afterAll(() => t.close());

  it('fills the store with every animation and some flairs that need an application', async () => {
    const store = (await as(t, reader).get('/api/flairs').expect(200)).body as {
      requiresApplication: boolean;
      animationType: string | null;
    }[];
    expect(store).toHaveLength(DEMO_FLAIRS.length);
    expect(store.filter((flair) => flair.requiresApplication).length).toBeGreaterThanOrEqual(2);
    expect(new Set(store.map((flair) => flair.animationType).filter(Boolean))).toEqual(
      new Set(['pulse', 'glow', 'rainbow', 'bounce']),
    );
  });

  it('shows granted flairs next to their owners, leaves one application to review, and spends no points', async () => {
    const cellbonder = await t.dataSource.getRepository(User).findOneByOrFail({ username: 'cellbonder' });
    const shown = await as(t, reader).get(`/api/user-flairs/${cellbonder.id}`).expect(200);
    expect(shown.body.map((flair: { displayName: string }) => flair.displayName)).toEqual([
      'Moderator',
      'OG Lifecaster',
    ]);
    const [pending] = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM flair_applications WHERE status = 'pending'`,
    );
    expect(pending.n).toBe(1);
    // Grants spend nothing: no demo flair ownership touched the ledger.
    const [spent] = await t.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM points_ledger WHERE reason = 'flair.purchased'`,
    );
    expect(spent.n).toBe(0);
  });
});
