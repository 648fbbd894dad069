import { ArchiveService } from '../../src/modules/archive/archive.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';
import { approved, entryCount } from './archive-fixtures.js';

describe('ArchiveService for the submissions module', () => {
  let t: TestApp;
  let archive: ArchiveService;
  let member: Actor;

  beforeAll(async () => {
    t = await createTestApp();
    archive = t.app.get(ArchiveService);
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    member = await signedIn(t.dataSource, { role: UserRole.User, username: 'contributor' });
  });
  afterAll(() => t.close());

  describe('createFromSubmission', () => {
    it('makes a typed entry with a slug from its name, its type fields only, media links and a first revision', async () => {
      const made = await approved(t, {
        type: 'person',
        name: 'Justin Kan',
        submittedBy: member.user.id,
        tags: ['Lifecasting', ' ', 'justin.tv'],
        details: {
          nicknames: ['JK', ''],
          akas: ['justin'],
          isStreamer: true,
          streamLink: 'https://www.justin.tv/justin',
          associatedWith: ['Emmett Shear'],
          venue: 'Not a person field',
          videos: ['https://example.com/video', 'javascript:alert(1)'],
          links: ['https://en.wikipedia.org/wiki/Justin_Kan'],
        },
      });
      expect(made).toEqual({ id: expect.any(Number), type: 'person', slug: 'justin-kan' });

      const entry = await as(t, member).get('/api/archive/person/justin-kan').expect(200);
      expect(entry.body).toMatchObject({
        name: 'Justin Kan',
        details: {
          nicknames: ['JK'],
          akas: ['justin'],
          isStreamer: true,
          streamLink: 'https://www.justin.tv/justin',
          associatedWith: ['Emmett Shear'],
        },
        aliases: ['JK', 'justin'],
        tags: ['lifecasting', 'justin.tv'],
        videos: ['https://example.com/video'],
        links: ['https://en.wikipedia.org/wiki/Justin_Kan'],
        createdBy: expect.objectContaining({ id: member.user.id }),
      });
      expect(entry.body.details.venue).toBeUndefined();
      const [{ count }] = await t.dataSource.query<{ count: number }[]>(
        `SELECT count(*)::int AS "count" FROM "archive_entry_revisions" WHERE "entry_id" = $1 AND "editor_id" = $2`,
        [made.id, member.user.id],
      );
      expect(count).toBe(1);
    });

    it('numbers the slug when the type already has the name, and reuses it across types', async () => {
      expect((await approved(t, { type: 'event', name: 'TwitchCon' })).slug).toBe('twitchcon');
      expect((await approved(t, { type: 'event', name: 'TwitchCon!' })).slug).toBe('twitchcon-2');
      expect((await approved(t, { type: 'event', name: 'twitchcon' })).slug).toBe('twitchcon-3');
      expect((await approved(t, { type: 'group', name: 'TwitchCon' })).slug).toBe('twitchcon');
      expect((await approved(t, { type: 'meme', name: '¯\\_(ツ)_/¯' })).slug).toBe('entry');
    });

    it('makes a chunk of entries at once: slugs numbered within the chunk, one revision each, once per submission', async () => {
      await approved(t, { type: 'event', name: 'IRL Meetup' });
      const input = (submissionId: string, type: string, name: string) => ({
        submissionId,
        type,
        name,
        description: `${name} is an entry written for a test.`,
        details: { date: '2017-03', participants: ['Someone'], venue: 'A bar', nicknames: ['not an event field'] },
        tags: ['Meetup'],
        submittedBy: member.user.id,
      });
      const inputs = [
        input('chunk-1', 'event', 'IRL Meetup'),
        input('chunk-2', 'event', 'IRL Meetup'),
        input('chunk-3', 'place', 'IRL Meetup'),
      ];
      const made = await t.dataSource.transaction((manager) => archive.createManyFromSubmissions(manager, inputs));
      expect(made).toEqual([
        { id: expect.any(Number), type: 'event', slug: 'irl-meetup-2' },
        { id: expect.any(Number), type: 'event', slug: 'irl-meetup-3' },
        { id: expect.any(Number), type: 'place', slug: 'irl-meetup' },
      ]);
      const entry = await as(t, member).get('/api/archive/event/irl-meetup-3').expect(200);
      expect(entry.body).toMatchObject({
        eventDate: '2017-03-01',
        details: { date: '2017-03', participants: ['Someone'], venue: 'A bar' },
        tags: ['meetup'],
        createdBy: expect.objectContaining({ id: member.user.id }),
      });
      expect(entry.body.details.nicknames).toBeUndefined();
      const [{ count }] = await t.dataSource.query<{ count: number }[]>(
        `SELECT count(*)::int AS "count" FROM "archive_entry_revisions" WHERE "entry_id" = ANY($1::int[]) AND "editor_id" = $2`,
        [made.map((entry) => entry.id), member.user.id],
      );
      expect(count).toBe(3);

      // Again for the same submissions: their entries, nothing new.
      const again = await t.dataSource.transaction((manager) => archive.createManyFromSubmissions(manager, inputs));
      expect(again).toEqual(made);
      expect(await entryCount(t.dataSource)).toBe(4);
    });

    it('gives two concurrent approvals of the same name two different slugs', async () => {
      const both = await Promise.all([
        approved(t, { type: 'place', name: 'Shibuya Crossing' }),
        approved(t, { type: 'place', name: 'Shibuya Crossing' }),
      ]);
      expect(both.map((e) => e.slug).sort()).toEqual(['shibuya-crossing', 'shibuya-crossing-2']);
    });

    it('makes one entry per submission, however often the approval runs', async () => {
      const input = { submissionId: 'sub-42', type: 'meme', name: 'Kappa', description: 'The grey-faced emote.' };
      const first = await t.dataSource.transaction((m) =>
        archive.createFromSubmission(m, { ...input, details: {}, submittedBy: null }),
      );
      const again = await t.dataSource.transaction((m) =>
        archive.createFromSubmission(m, { ...input, details: {}, submittedBy: null }),
      );
      expect(again).toEqual(first);
      expect(await entryCount(t.dataSource)).toBe(1);
    });

    it('refuses an unknown type with a 400-style error and writes nothing', async () => {
      await expect(approved(t, { type: 'planet', name: 'Mars' })).rejects.toMatchObject({ status: 400 });
      expect(await entryCount(t.dataSource)).toBe(0);
    });

    it('dates an event for the timeline from its date field', async () => {
      await approved(t, { type: 'event', name: 'Launch', details: { date: '2007-03-19' } });
      await approved(t, { type: 'event', name: 'Month only', details: { date: '2011-06' } });
      await approved(t, { type: 'event', name: 'Undated', details: { date: 'some summer' } });
      const rows = await t.dataSource.query<{ name: string; d: string | null }[]>(
        `SELECT "name", to_char("event_date", 'YYYY-MM-DD') AS "d" FROM "archive_entries" ORDER BY "id"`,
      );
      expect(rows).toEqual([
        { name: 'Launch', d: '2007-03-19' },
        { name: 'Month only', d: '2011-06-01' },
        { name: 'Undated', d: null },
      ]);
    });
  });

  describe('findSimilar', () => {
    beforeEach(async () => {
      await approved(t, { type: 'person', name: 'Justine Ezarik', details: { nicknames: ['iJustine'] } });
      await approved(t, { type: 'person', name: 'Emmett Shear' });
      await approved(t, { type: 'group', name: 'iJustine Fans' });
    });

    it('finds an entry of the same type by an alias', async () => {
      const similar = await archive.findSimilar(undefined, 'person', 'I Justine', []);
      expect(similar).toEqual([
        { id: expect.any(Number), slug: 'justine-ezarik', name: 'Justine Ezarik', similarity: expect.any(Number) },
      ]);
      expect(similar[0].similarity).toBeGreaterThan(0.5);
    });

    it("compares the submission's aliases too, and rates an exact alias 1", async () => {
      const similar = await archive.findSimilar(undefined, 'person', 'Somebody Else', ['ijustine']);
      expect(similar).toEqual([expect.objectContaining({ slug: 'justine-ezarik', similarity: 1 })]);
    });

    it('finds a close spelling of a name and nothing for an unrelated one', async () => {
      expect(await archive.findSimilar(undefined, 'person', 'Emmet Shear')).toEqual([
        expect.objectContaining({ slug: 'emmett-shear' }),
      ]);
      expect(await archive.findSimilar(undefined, 'person', 'Kyle Vogt')).toEqual([]);
    });

    it('runs inside the caller transaction and sees its uncommitted entry', async () => {
      await t.dataSource.transaction(async (manager) => {
        await archive.createFromSubmission(manager, {
          submissionId: 'tx-1',
          type: 'place',
          name: 'Moscone Center',
          description: 'Convention centre in San Francisco.',
          details: {},
          submittedBy: null,
        });
        expect(await archive.findSimilar(manager, 'place', 'Moscone Centre')).toHaveLength(1);
      });
    });
  });

  describe('searchPeople', () => {
    beforeEach(async () => {
      await approved(t, { type: 'person', name: 'Justin Kan', details: { nicknames: ['JK'] } });
      await approved(t, { type: 'person', name: 'Justine Ezarik', details: { nicknames: ['iJustine'] } });
      await approved(t, { type: 'person', name: 'Michael Seibel' });
      await approved(t, { type: 'group', name: 'Justin.tv' });
    });

    it('lists only people, A–Z, for an empty query, up to the limit', async () => {
      expect((await archive.searchPeople('', 10)).map((p) => p.name)).toEqual([
        'Justin Kan',
        'Justine Ezarik',
        'Michael Seibel',
      ]);
      expect(await archive.searchPeople('', 2)).toHaveLength(2);
    });

    it('finds people by part of a name or alias, and forgives a typo', async () => {
      expect((await archive.searchPeople('justin', 10)).map((p) => p.name).sort()).toEqual([
        'Justin Kan',
        'Justine Ezarik',
      ]);
      expect(await archive.searchPeople('seibl', 10)).toEqual([
        { id: expect.any(Number), slug: 'michael-seibel', name: 'Michael Seibel' },
      ]);
      expect(await archive.searchPeople('100%_', 10)).toEqual([]);
    });
  });
});
