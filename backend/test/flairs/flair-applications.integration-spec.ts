import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { useTestApp } from '../utils/test-app.js';
import { applicationBody, auditActions, createFlair } from './flair-fixtures.js';
import type { Flair } from '../../src/modules/flairs/entities/flair.entity.js';

describe('Flair applications and their review', () => {
  const t = useTestApp();
  let applicant: Actor;
  let moderator: Actor;
  let admin: Actor;
  let earned: Flair;

  beforeEach(async () => {
    applicant = await signedIn(t.dataSource, { username: 'applicant' });
    moderator = await signedIn(t.dataSource, { username: 'mod', role: UserRole.Moderator });
    admin = await signedIn(t.dataSource, { username: 'boss', role: UserRole.Admin });
    earned = await createFlair(t.dataSource, { name: 'og-streamer', requiresApplication: true, pointCost: 0 });
  });

  const apply = (actor: Actor, flairId: number, body: Record<string, unknown> = applicationBody()) =>
    as(t, actor).post(`/api/flairs/${flairId}/apply`).send(body);
  const review = (actor: Actor, id: number, outcome: 'approve' | 'deny', reason?: string) =>
    as(t, actor)
      .post(`/api/admin/flair-applications/${id}/${outcome}`)
      .send(reason ? { reason } : {});
  const storeEntry = async (actor: Actor, flairId: number) =>
    ((await as(t, actor).get('/api/flairs').expect(200)).body as { id: number }[]).find((f) => f.id === flairId);

  it('stores an application with every field and shows it pending; a second one is refused', async () => {
    const response = await apply(applicant, earned.id).expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      flairId: earned.id,
      flair: expect.objectContaining({ id: earned.id, requiresApplication: true }),
      status: 'pending',
      applicantName: 'Ice Poseidon',
      reasonNote: 'I streamed the first IRL subway ride.',
      proofLinks: ['https://example.test/vod/1'],
      mediaProof: 'https://example.test/clip.mp4',
      reviewReason: null,
      reviewedAt: null,
      nextApplicationAt: null,
      createdAt: expect.any(String),
    });
    expect(await storeEntry(applicant, earned.id)).toMatchObject({ applicationStatus: 'pending', owned: false });

    const again = await apply(applicant, earned.id).expect(409);
    expect(again.body.message).toBe('You already have a pending application for this flair');
  });

  it('lets one of several simultaneous applications through', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () => apply(applicant, earned.id).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
  });

  it('validates the body field by field and drops blank proof links', async () => {
    const missing = await apply(applicant, earned.id, { reasonNote: 'x', proofLinks: [] }).expect(400);
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain('applicantName');
    const badLink = await apply(applicant, earned.id, applicationBody({ proofLinks: ['javascript:alert(1)'] })).expect(
      400,
    );
    expect(badLink.body.errors.map((e: { field: string }) => e.field)).toContain('proofLinks');
    await apply(applicant, earned.id, applicationBody({ mediaProof: 'not a url' })).expect(400);
    await apply(applicant, earned.id, applicationBody({ proofLinks: 'https://x.test' })).expect(400);

    const trimmed = await apply(
      applicant,
      earned.id,
      applicationBody({ proofLinks: ['  https://example.test/a ', '', '   '], mediaProof: '  ' }),
    ).expect(201);
    expect(trimmed.body).toMatchObject({ proofLinks: ['https://example.test/a'], mediaProof: null });
  });

  it('refuses applications for flairs that are bought, retired or unknown', async () => {
    const bought = await createFlair(t.dataSource, { pointCost: 10 });
    const response = await apply(applicant, bought.id).expect(400);
    expect(response.body.message).toBe('This flair can be bought directly; no application is needed');
    const retired = await createFlair(t.dataSource, { requiresApplication: true, retiredAt: new Date() });
    await apply(applicant, retired.id).expect(404);
    await apply(applicant, 424242).expect(404);
  });

  it('approval grants the flair (audited); the owner can wear it and cannot apply or review twice', async () => {
    const { id } = (await apply(applicant, earned.id).expect(201)).body as { id: number };

    const list = await as(t, admin).get('/api/admin/flair-applications').query({ status: 'pending' }).expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        status: 'pending',
        applicant: expect.objectContaining({ id: applicant.user.id, username: 'applicant' }),
        reviewer: null,
      }),
    ]);

    const approved = await review(admin, id, 'approve', 'Welcome, OG').expect(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      reviewReason: 'Welcome, OG',
      reviewer: expect.objectContaining({ id: admin.user.id }),
      nextApplicationAt: null,
    });
    expect(await auditActions(t.dataSource, 'admin.flair-application.approved')).toEqual([
      {
        actor_id: admin.user.id,
        target_user_id: applicant.user.id,
        details: { applicationId: id, flairId: earned.id },
      },
    ]);
    expect(await storeEntry(applicant, earned.id)).toMatchObject({ owned: true, applicationStatus: 'approved' });
    await as(t, applicant).post(`/api/users/${applicant.user.id}/flairs/${earned.id}/activate`).expect(200);

    await review(admin, id, 'approve').expect(409);
    await review(admin, id, 'deny').expect(409);
    const owned = await apply(applicant, earned.id).expect(409);
    expect(owned.body.message).toBe('You already own this flair');
    await as(t, applicant).post(`/api/flairs/${earned.id}/purchase`).expect(400);
    expect((await as(t, admin).get('/api/admin/flair-applications').query({ status: 'pending' })).body).toEqual([]);
  });

  it('denial blocks a new application for one calendar month, says until when, then allows it', async () => {
    const { id } = (await apply(applicant, earned.id).expect(201)).body as { id: number };
    const denied = await review(admin, id, 'deny', 'No proof').expect(200);
    expect(denied.body).toMatchObject({ status: 'denied', reviewReason: 'No proof' });
    const [span] = await t.dataSource.query<{ month: boolean }[]>(
      `SELECT retry_after = reviewed_at + interval '1 month' AS month FROM flair_applications WHERE id = $1`,
      [id],
    );
    expect(span.month).toBe(true);
    const nextApplicationAt = denied.body.nextApplicationAt as string;
    const days = (Date.parse(nextApplicationAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);

    const blocked = await apply(applicant, earned.id).expect(409);
    expect(blocked.body.details).toEqual({ nextApplicationAt });
    expect(blocked.body.message).toBe(
      `Your last application for this flair was denied. You can apply again on ${nextApplicationAt.slice(0, 10)}.`,
    );
    expect(await storeEntry(applicant, earned.id)).toMatchObject({ applicationStatus: 'denied', nextApplicationAt });
    expect(await auditActions(t.dataSource, 'admin.flair-application.denied')).toHaveLength(1);

    // A day before the month is over: still blocked. Once it is over: allowed.
    await t.dataSource.query(`UPDATE flair_applications SET retry_after = now() + interval '1 day' WHERE id = $1`, [
      id,
    ]);
    await apply(applicant, earned.id).expect(409);
    await t.dataSource.query(`UPDATE flair_applications SET retry_after = now() - interval '1 second' WHERE id = $1`, [
      id,
    ]);
    expect(await storeEntry(applicant, earned.id)).toMatchObject({
      applicationStatus: 'denied',
      nextApplicationAt: null,
    });
    await apply(applicant, earned.id).expect(201);
  });

  it('keeps the cooldown per flair: a denial for one flair does not block another', async () => {
    const other = await createFlair(t.dataSource, { requiresApplication: true });
    const { id } = (await apply(applicant, earned.id).expect(201)).body as { id: number };
    await review(admin, id, 'deny').expect(200);
    await apply(applicant, other.id).expect(201);
  });

  it('lets only admins list and review applications', async () => {
    const { id } = (await apply(applicant, earned.id).expect(201)).body as { id: number };
    await request(t.http).get('/api/admin/flair-applications').expect(401);
    for (const caller of [applicant, moderator]) {
      await as(t, caller).get('/api/admin/flair-applications').expect(403);
      await review(caller, id, 'approve').expect(403);
      await review(caller, id, 'deny').expect(403);
    }
    await review(admin, 999999, 'approve').expect(404);
    await as(t, admin).get('/api/admin/flair-applications').query({ status: 'bogus' }).expect(400);
    expect((await as(t, admin).get('/api/admin/flair-applications').expect(200)).body).toHaveLength(1);
  });

  it('lets one of two racing reviews win', async () => {
    const { id } = (await apply(applicant, earned.id).expect(201)).body as { id: number };
    const statuses = await Promise.all([
      review(admin, id, 'approve').then((r) => r.status),
      review(admin, id, 'deny').then((r) => r.status),
    ]);
    expect(statuses.sort()).toEqual([200, 409]);
    const [row] = await t.dataSource.query<{ status: string }[]>(
      `SELECT status FROM flair_applications WHERE id = $1`,
      [id],
    );
    expect(['approved', 'denied']).toContain(row.status);
  });
});
