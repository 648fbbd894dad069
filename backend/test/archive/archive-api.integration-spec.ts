import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { useTestApp } from '../utils/test-app.js';
import { approved } from './archive-fixtures.js';

describe('Archive API', () => {
  const t = useTestApp();
  let member: Actor;
  let moderator: Actor;
  let admin: Actor;

  beforeEach(async () => {
    member = await signedIn(t.dataSource, { role: UserRole.User, username: 'member' });
    moderator = await signedIn(t.dataSource, { role: UserRole.Moderator, username: 'mod' });
    admin = await signedIn(t.dataSource, { role: UserRole.Admin, username: 'boss' });
  });

  async function seedSmallArchive() {
    await approved(t, {
      type: 'person',
      name: 'Justin Kan',
      description: 'Co-founder of Justin.tv who lifecast his life from a cap-mounted camera.',
      submittedBy: member.user.id,
      details: { akas: ['justin'], associatedWith: ['Emmett Shear', 'Justin.tv', 'Somebody Unknown'] },
      tags: ['lifecasting'],
    });
    await approved(t, {
      type: 'person',
      name: 'Emmett Shear',
      description: 'Co-founder of Justin.tv and long-time chief executive of Twitch.',
      details: { nicknames: ['Emmett'] },
    });
    await approved(t, { type: 'group', name: 'Justin.tv', description: 'The company behind the first lifecast.' });
    await approved(t, { type: 'place', name: 'Moscone Center', description: 'A convention centre in San Francisco.' });
    await approved(t, {
      type: 'event',
      name: 'TwitchCon 2015',
      description: 'The first Twitch convention, with streamers broadcasting from the floor.',
      details: { date: '2015-09-25', endDate: '2015-09-26', venue: 'moscone center', participants: ['Emmett'] },
    });
    await approved(t, {
      type: 'event',
      name: 'Justin.tv goes live',
      description: 'The first lifecast begins in San Francisco.',
      details: {
        date: '2007-03-19',
        venue: 'San Francisco',
        participants: ['Justin Kan', 'Emmett Shear', 'Justin.tv'],
      },
    });
    await approved(t, {
      type: 'event',
      name: 'Undated meetup',
      description: 'A meetup nobody wrote the date of.',
      details: { participants: ['Justin Kan'] },
    });
    await approved(t, { type: 'meme', name: 'Kappa', description: 'The sarcastic grey face of Twitch chat.' });
  }

  describe('GET /api/archive/{type}/{slug}', () => {
    beforeEach(seedSmallArchive);

    it("resolves a person's associatedWith to entries where they exist and keeps the rest as text", async () => {
      const { body } = await as(t, member).get('/api/archive/person/justin-kan').expect(200);
      expect(body.relations).toEqual([
        {
          field: 'associatedWith',
          items: [
            {
              text: 'Emmett Shear',
              entry: { id: expect.any(Number), type: 'person', slug: 'emmett-shear', name: 'Emmett Shear' },
            },
            {
              text: 'Justin.tv',
              entry: { id: expect.any(Number), type: 'group', slug: 'justin-tv', name: 'Justin.tv' },
            },
            { text: 'Somebody Unknown', entry: null },
          ],
        },
      ]);
    });

    it("lists a person's related events by date, undated last", async () => {
      const { body } = await as(t, member).get('/api/archive/person/justin-kan').expect(200);
      expect(body.relatedEvents.map((e: { name: string; eventDate: string | null }) => [e.name, e.eventDate])).toEqual([
        ['Justin.tv goes live', '2007-03-19'],
        ['Undated meetup', null],
      ]);
    });

    it("resolves an event's participants by name or nickname and its venue to a place, case-insensitively", async () => {
      const { body } = await as(t, member).get('/api/archive/event/twitchcon-2015').expect(200);
      expect(body.eventDate).toBe('2015-09-25');
      expect(body.details).toEqual({
        date: '2015-09-25',
        endDate: '2015-09-26',
        venue: 'moscone center',
        participants: ['Emmett'],
      });
      expect(body.relations).toEqual([
        {
          field: 'participants',
          items: [{ text: 'Emmett', entry: expect.objectContaining({ slug: 'emmett-shear' }) }],
        },
        {
          field: 'venue',
          items: [
            { text: 'moscone center', entry: expect.objectContaining({ type: 'place', slug: 'moscone-center' }) },
          ],
        },
      ]);
      const venue = await as(t, member).get('/api/archive/place/moscone-center').expect(200);
      expect(venue.body.relatedEvents).toEqual([expect.objectContaining({ slug: 'twitchcon-2015', role: 'venue' })]);
    });

    it('answers 400 naming the type for an unknown type, 404 for an unknown slug, and reads signed out', async () => {
      const badType = await as(t, member).get('/api/archive/planet/mars').expect(400);
      expect(badType.body.errors).toEqual([{ field: 'type', reason: expect.stringContaining('person, event') }]);
      await as(t, member).get('/api/archive/person/nobody-here').expect(404);
      await as(t, member).get('/api/archive/event/justin-kan').expect(404);
      await as(t, member)
        .get(`/api/archive/person/${'x'.repeat(500)}`)
        .expect(404);
      // An entry's page is public so a shared link opens for anyone; the index is not.
      const anonymous = await request(t.http).get('/api/archive/person/justin-kan').expect(200);
      expect(anonymous.body.name).toBe('Justin Kan');
      await request(t.http).get('/api/archive').expect(401);
    });
  });

  describe('GET /api/archive', () => {
    beforeEach(seedSmallArchive);

    it('lists entries A–Z in keyset pages, with a type filter', async () => {
      const first = await as(t, member).get('/api/archive?limit=3').expect(200);
      expect(first.body.total).toBe(8);
      expect(first.body.items.map((e: { name: string }) => e.name)).toEqual([
        'Emmett Shear',
        'Justin Kan',
        'Justin.tv',
      ]);
      const names: string[] = first.body.items.map((e: { name: string }) => e.name);
      let cursor = first.body.nextCursor as string | null;
      while (cursor) {
        const page = await as(t, member)
          .get(`/api/archive?limit=3&cursor=${encodeURIComponent(cursor)}`)
          .expect(200);
        names.push(...page.body.items.map((e: { name: string }) => e.name));
        cursor = page.body.nextCursor;
      }
      expect(names).toHaveLength(8);
      expect(new Set(names).size).toBe(8);

      const events = await as(t, member).get('/api/archive?type=event').expect(200);
      expect(events.body.items.map((e: { type: string }) => e.type)).toEqual(['event', 'event', 'event']);
      expect(events.body.total).toBe(3);
    });

    it('searches names, description and tags with full text, name matches first', async () => {
      const { body } = await as(t, member).get('/api/archive?q=lifecast').expect(200);
      expect(body.items.map((e: { name: string }) => e.name).sort()).toEqual([
        'Justin Kan',
        'Justin.tv',
        'Justin.tv goes live',
      ]);
      const justin = await as(t, member).get('/api/archive?q=justin').expect(200);
      const names = justin.body.items.map((e: { name: string }) => e.name);
      expect(names.sort()).toEqual(['Justin Kan', 'Justin.tv', 'Justin.tv goes live']);
      const convention = await as(t, member).get('/api/archive?q=convention&type=event').expect(200);
      expect(convention.body.items.map((e: { name: string }) => e.name)).toEqual(['TwitchCon 2015']);
    });

    it('forgives a typo in a name or alias', async () => {
      const { body } = await as(t, member).get('/api/archive?q=Emmet%20Sheer').expect(200);
      expect(body.items[0]).toMatchObject({ name: 'Emmett Shear', slug: 'emmett-shear', type: 'person' });
      const meme = await as(t, member).get('/api/archive?q=kapa').expect(200);
      expect(meme.body.items.map((e: { name: string }) => e.name)).toEqual(['Kappa']);
    });

    it('pages search results without repeats and refuses forged cursors and unknown types with 400', async () => {
      const first = await as(t, member).get('/api/archive?q=justin&limit=1').expect(200);
      expect(first.body.items).toHaveLength(1);
      const second = await as(t, member)
        .get(`/api/archive?q=justin&limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`)
        .expect(200);
      expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
      await as(t, member).get('/api/archive?cursor=bm90LWEtY3Vyc29y').expect(400);
      await as(t, member).get('/api/archive?q=x&cursor=bm90LWEtY3Vyc29y').expect(400);
      const badType = await as(t, member).get('/api/archive?type=planet').expect(400);
      expect(badType.body.errors[0].field).toBe('type');
    });

    it('finds nothing (not an error) for words in no entry, or punctuation only', async () => {
      for (const q of ['zzzqqq', '!!!', '"unclosed', '-']) {
        const { body } = await as(t, member)
          .get(`/api/archive?q=${encodeURIComponent(q)}`)
          .expect(200);
        expect(body.total).toBe(body.items.length);
      }
    });
  });

  describe('GET /api/archive/timeline', () => {
    beforeEach(seedSmallArchive);

    it('lists dated events oldest first, in pages', async () => {
      const first = await as(t, member).get('/api/archive/timeline?limit=1').expect(200);
      expect(first.body.items.map((e: { name: string; eventDate: string }) => [e.name, e.eventDate])).toEqual([
        ['Justin.tv goes live', '2007-03-19'],
      ]);
      const second = await as(t, member)
        .get(`/api/archive/timeline?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`)
        .expect(200);
      expect(second.body.items.map((e: { name: string }) => e.name)).toEqual(['TwitchCon 2015']);
      expect(second.body.nextCursor).toBeNull();
    });
  });

  describe('PATCH /api/archive/{type}/{slug}', () => {
    beforeEach(seedSmallArchive);

    it('is for admins only: users and moderators get 403 and nothing changes', async () => {
      for (const actor of [member, moderator]) {
        await as(t, actor).patch('/api/archive/person/justin-kan').send({ name: 'Changed' }).expect(403);
      }
      await request(t.http).patch('/api/archive/person/justin-kan').send({ name: 'Changed' }).expect(401);
      const { body } = await as(t, member).get('/api/archive/person/justin-kan').expect(200);
      expect(body.name).toBe('Justin Kan');
    });

    it('saves the fields sent, keeps the slug, adds a revision and an audit entry', async () => {
      const { body } = await as(t, admin)
        .patch('/api/archive/person/justin-kan')
        .send({
          name: 'Justin Kan (lifecaster)',
          nicknames: ['JK', ' '],
          associatedWith: ['Justin.tv'],
          links: ['https://en.wikipedia.org/wiki/Justin_Kan'],
        })
        .expect(200);
      expect(body).toMatchObject({
        slug: 'justin-kan',
        name: 'Justin Kan (lifecaster)',
        aliases: ['JK', 'justin'],
        details: { nicknames: ['JK'], akas: ['justin'], associatedWith: ['Justin.tv'] },
        links: ['https://en.wikipedia.org/wiki/Justin_Kan'],
      });
      const search = await as(t, member).get('/api/archive?q=JK&type=person').expect(200);
      expect(search.body.items[0].slug).toBe('justin-kan');

      const revisions = await as(t, moderator).get('/api/archive/person/justin-kan/revisions').expect(200);
      expect(revisions.body).toHaveLength(2);
      expect(revisions.body[0]).toMatchObject({
        number: 2,
        editor: expect.objectContaining({ id: admin.user.id }),
        name: 'Justin Kan (lifecaster)',
        changedFields: ['name', 'links', 'nicknames', 'associatedWith'],
      });
      expect(revisions.body[1]).toMatchObject({ number: 1, name: 'Justin Kan', changedFields: [] });
      await as(t, member).get('/api/archive/person/justin-kan/revisions').expect(403);

      const audit = await t.dataSource.query<
        { action: string; actor_id: string; target_user_id: string; details: object }[]
      >(
        `SELECT "action", "actor_id", "target_user_id", "details" FROM "audit_log" WHERE "action" = 'archive.entry.updated'`,
      );
      expect(audit).toEqual([
        {
          action: 'archive.entry.updated',
          actor_id: admin.user.id,
          target_user_id: member.user.id,
          details: expect.objectContaining({
            slug: 'justin-kan',
            changedFields: ['name', 'links', 'nicknames', 'associatedWith'],
          }),
        },
      ]);
    });

    it('writes nothing for an edit that changes nothing', async () => {
      await as(t, admin).patch('/api/archive/meme/kappa').send({ name: 'Kappa' }).expect(200);
      const revisions = await as(t, admin).get('/api/archive/meme/kappa/revisions').expect(200);
      expect(revisions.body).toHaveLength(1);
    });

    it('moves an event on the timeline when its date changes', async () => {
      await as(t, admin).patch('/api/archive/event/twitchcon-2015').send({ date: '2001-01-01' }).expect(200);
      const { body } = await as(t, member).get('/api/archive/timeline').expect(200);
      expect(body.items[0].name).toBe('TwitchCon 2015');
    });

    it('refuses bad input with 400 naming each field, fields of another type included', async () => {
      const response = await as(t, admin)
        .patch('/api/archive/person/justin-kan')
        .send({ name: '  ', description: 'short', links: ['javascript:alert(1)'], streamLink: 'not a url' })
        .expect(400);
      expect(response.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'name', reason: 'Name is required' },
          { field: 'description', reason: 'Description must be at least 10 characters' },
          { field: 'links', reason: 'must be a valid http(s) URL' },
          { field: 'streamLink', reason: 'must be a valid http(s) URL' },
        ]),
      );
      const foreign = await as(t, admin)
        .patch('/api/archive/person/justin-kan')
        .send({ venue: 'Somewhere' })
        .expect(400);
      expect(foreign.body.errors).toEqual([{ field: 'venue', reason: 'does not apply to a person' }]);
      const coordinates = await as(t, admin)
        .patch('/api/archive/place/moscone-center')
        .send({ coordinates: '200,5' })
        .expect(400);
      expect(coordinates.body.errors).toEqual([{ field: 'coordinates', reason: 'must be latitude,longitude' }]);
      await as(t, admin)
        .patch('/api/archive/place/moscone-center')
        .send({ coordinates: '37.7842,-122.4016', placeType: 'venue' })
        .expect(200);
      await as(t, admin).patch('/api/archive/place/moscone-center').send({ unknownField: 1 }).expect(400);
      await as(t, admin).patch('/api/archive/planet/moscone-center').send({ name: 'X' }).expect(400);
      await as(t, admin).patch('/api/archive/place/nowhere').send({ name: 'X' }).expect(404);
    });
  });
});
