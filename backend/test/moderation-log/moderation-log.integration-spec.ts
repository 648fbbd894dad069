import request from 'supertest';
import { ModerationLogService } from '../../src/modules/moderation-log/moderation-log.service.js';
import { useTestApp } from '../utils/test-app.js';

describe('Moderation log', () => {
  const t = useTestApp();
  const log = () => t.app.get(ModerationLogService);

  it('is open to signed-out readers, newest first, with the public fields only', async () => {
    await log().record({
      subjectKind: 'comment',
      action: 'hidden',
      source: 'report',
      reasonCategory: 'harassment',
      context: 'The 2016 Rust Belt walk',
      contextPath: '/article/3',
    });
    await log().record({
      subjectKind: 'archive_entry',
      action: 'edited',
      source: 'takedown_request',
      reasonCategory: 'personal_information',
    });

    const response = await request(t.http).get('/api/moderation-log').expect(200);
    expect(response.body.total).toBe(2);
    expect(response.body.items.map((item: { subjectKind: string }) => item.subjectKind)).toEqual([
      'archive_entry',
      'comment',
    ]);
    expect(Object.keys(response.body.items[1]).sort()).toEqual(
      ['action', 'context', 'contextPath', 'createdAt', 'id', 'reasonCategory', 'source', 'subjectKind'].sort(),
    );
    expect(response.body.items[1]).toMatchObject({
      action: 'hidden',
      source: 'report',
      reasonCategory: 'harassment',
      context: 'The 2016 Rust Belt walk',
      contextPath: '/article/3',
    });
  });

  it('filters by kind and by source, and counts what matches', async () => {
    await log().record({ subjectKind: 'comment', action: 'hidden', source: 'automatic', reasonCategory: 'spam' });
    await log().record({ subjectKind: 'comment', action: 'deleted', source: 'report', reasonCategory: 'spam' });
    await log().record({
      subjectKind: 'profile',
      action: 'suspended',
      source: 'moderator_review',
      reasonCategory: 'spam',
    });

    const comments = await request(t.http).get('/api/moderation-log?kind=comment').expect(200);
    expect(comments.body.total).toBe(2);
    expect(comments.body.items.every((item: { subjectKind: string }) => item.subjectKind === 'comment')).toBe(true);

    const automatic = await request(t.http).get('/api/moderation-log?kind=comment&source=automatic').expect(200);
    expect(automatic.body.items.map((item: { action: string }) => item.action)).toEqual(['hidden']);
  });

  it('pages with a cursor without repeating or skipping', async () => {
    for (let i = 0; i < 5; i += 1) {
      await log().record({
        subjectKind: 'article',
        action: 'deleted',
        source: 'moderator_review',
        reasonCategory: 'spam',
      });
    }
    const first = await request(t.http).get('/api/moderation-log?limit=3').expect(200);
    expect(first.body.items).toHaveLength(3);
    const second = await request(t.http)
      .get(`/api/moderation-log?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`)
      .expect(200);
    expect(second.body.items).toHaveLength(2);
    expect(second.body.nextCursor).toBeNull();
    const ids = [...first.body.items, ...second.body.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(5);
  });

  it('answers 400 naming the field for an unknown kind, source or cursor', async () => {
    const kind = await request(t.http).get('/api/moderation-log?kind=person').expect(400);
    expect(kind.body.errors).toEqual([
      { field: 'kind', reason: 'kind must be one of: article, comment, message, archive_entry, profile.' },
    ]);
    const source = await request(t.http).get('/api/moderation-log?source=rumour').expect(400);
    expect(source.body.errors[0].field).toBe('source');
    await request(t.http).get('/api/moderation-log?cursor=not-a-cursor').expect(400);
  });

  it('writes nothing when the transaction that took the action rolls back', async () => {
    await expect(
      t.dataSource.transaction(async (manager) => {
        await log().record(
          { subjectKind: 'comment', action: 'hidden', source: 'report', reasonCategory: 'spam' },
          manager,
        );
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const response = await request(t.http).get('/api/moderation-log').expect(200);
    expect(response.body.total).toBe(0);
  });
});
