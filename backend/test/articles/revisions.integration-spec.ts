import request from 'supertest';
import { UserRole } from '../../src/modules/users/user-role.js';
import { User } from '../../src/modules/users/entities/user.entity.js';
import { useTestApp } from '../utils/test-app.js';
import { as, signedIn, validArticle, type Actor } from './article-fixtures.js';

describe('Article revisions', () => {
  const t = useTestApp();
  let author: Actor;
  let admin: Actor;
  let articleId: number;

  beforeEach(async () => {
    author = await signedIn(t.dataSource, { role: UserRole.Moderator, username: 'original_author' });
    admin = await signedIn(t.dataSource, { role: UserRole.Admin, username: 'fixing_admin' });
    const created = await as(t, author)
      .post('/api/articles')
      .send(
        validArticle({
          title: 'Bonding rigs',
          content: '<h2>Origins</h2><p>Backpacks came first.</p><p>Then cellular bonding.</p>',
          tags: ['gear'],
        }),
      )
      .expect(201);
    articleId = created.body.id;
    // Two edits: the author rewrites a paragraph, then an admin changes the title and adds a line.
    await as(t, author)
      .patch(`/api/articles/${articleId}`)
      .send({ content: '<h2>Origins</h2><p>Backpacks came first, around 2007.</p><p>Then cellular bonding.</p>' })
      .expect(200);
    await as(t, admin)
      .patch(`/api/articles/${articleId}`)
      .send({
        title: 'Bonding rigs, a history',
        content:
          '<h2>Origins</h2><p>Backpacks came first, around 2007.</p><p>Then cellular bonding.</p><p>Now phones do it.</p>',
      })
      .expect(200);
  });

  it('lists three versions newest first with editor, title and a summary of the change', async () => {
    const response = await as(t, author).get(`/api/articles/${articleId}/revisions`).expect(200);
    expect(response.body).toEqual([
      {
        id: expect.any(Number),
        number: 3,
        editor: expect.objectContaining({ id: admin.user.id, username: 'fixing_admin', role: 'admin' }),
        createdAt: expect.any(String),
        title: 'Bonding rigs, a history',
        changedFields: ['title', 'content'],
        summary: 'Changed title, content',
      },
      expect.objectContaining({
        number: 2,
        editor: expect.objectContaining({ id: author.user.id }),
        title: 'Bonding rigs',
        changedFields: ['content'],
        summary: 'Changed content',
      }),
      expect.objectContaining({ number: 1, changedFields: [], summary: 'Created the article' }),
    ]);
  });

  it('gives one version with the previous one and a line diff of the body text', async () => {
    const list = await as(t, author).get(`/api/articles/${articleId}/revisions`).expect(200);
    const [third, second] = list.body as { id: number }[];

    const response = await as(t, admin).get(`/api/articles/${articleId}/revisions/${third.id}`).expect(200);
    expect(response.body.revision).toMatchObject({
      id: third.id,
      number: 3,
      articleId,
      title: 'Bonding rigs, a history',
      tags: ['gear'],
      category: 'Technology',
      editor: expect.objectContaining({ username: 'fixing_admin' }),
    });
    expect(response.body.previous).toMatchObject({ id: second.id, number: 2, title: 'Bonding rigs' });
    expect(response.body.changedFields).toEqual(['title', 'content']);
    expect(response.body.diff).toEqual([
      { type: 'same', text: 'Origins' },
      { type: 'same', text: 'Backpacks came first, around 2007.' },
      { type: 'same', text: 'Then cellular bonding.' },
      { type: 'added', text: 'Now phones do it.' },
    ]);

    const secondDetail = await as(t, admin).get(`/api/articles/${articleId}/revisions/${second.id}`).expect(200);
    expect(secondDetail.body.diff).toEqual([
      { type: 'same', text: 'Origins' },
      { type: 'removed', text: 'Backpacks came first.' },
      { type: 'added', text: 'Backpacks came first, around 2007.' },
      { type: 'same', text: 'Then cellular bonding.' },
    ]);
  });

  it('shows revision 1 with no previous version and its whole text as added', async () => {
    const list = await as(t, author).get(`/api/articles/${articleId}/revisions`).expect(200);
    const first = list.body[2] as { id: number };
    const response = await as(t, author).get(`/api/articles/${articleId}/revisions/${first.id}`).expect(200);
    expect(response.body.previous).toBeNull();
    expect(response.body.revision.content).toBe(
      '<h2>Origins</h2><p>Backpacks came first.</p><p>Then cellular bonding.</p>',
    );
    expect(response.body.diff.map((l: { type: string }) => l.type)).toEqual(['added', 'added', 'added']);
  });

  it('keeps the history when an editor account is deleted (editor becomes null)', async () => {
    await t.dataSource.getRepository(User).delete({ id: admin.user.id });
    const response = await as(t, author).get(`/api/articles/${articleId}/revisions`).expect(200);
    expect(response.body).toHaveLength(3);
    expect(response.body[0].editor).toBeNull();
  });

  it('answers 404 for a missing article or a revision of another article', async () => {
    const other = await as(t, author).post('/api/articles').send(validArticle()).expect(201);
    const otherRevisions = await as(t, author).get(`/api/articles/${other.body.id}/revisions`).expect(200);
    const foreignRevision = otherRevisions.body[0].id as number;

    const missingArticle = await as(t, author).get('/api/articles/999999/revisions').expect(404);
    expect(missingArticle.body.message).toBe('Article Not Found');
    const missingInArticle = await as(t, author).get(`/api/articles/999999/revisions/${foreignRevision}`).expect(404);
    expect(missingInArticle.body.message).toBe('Article Not Found');
    const wrongArticle = await as(t, author).get(`/api/articles/${articleId}/revisions/${foreignRevision}`).expect(404);
    expect(wrongArticle.body.message).toBe('Revision Not Found');
    const badId = await as(t, author).get(`/api/articles/${articleId}/revisions/abc`).expect(404);
    expect(badId.body.message).toBe('Revision Not Found');
  });

  it('is public like the article: a member and a signed-out reader both see it', async () => {
    const user = await signedIn(t.dataSource);
    const member = await as(t, user).get(`/api/articles/${articleId}/revisions`).expect(200);
    const anonymous = await request(t.http).get(`/api/articles/${articleId}/revisions`).expect(200);
    expect(anonymous.body).toEqual(member.body);
    expect(anonymous.body).toHaveLength(3);
    const newest = anonymous.body[0] as { id: number };
    await request(t.http).get(`/api/articles/${articleId}/revisions/${newest.id}`).expect(200);
  });

  it('marks the article as last edited by the admin who changed its text, not by likes or comments', async () => {
    const reader = await signedIn(t.dataSource);
    const before = await request(t.http).get(`/api/articles/${articleId}`).expect(200);
    expect(before.body.editedBy).toEqual(expect.objectContaining({ id: admin.user.id, username: 'fixing_admin' }));
    expect(typeof before.body.editedAt).toBe('string');

    await as(t, reader).post(`/api/articles/${articleId}/like`).expect(200);
    await as(t, reader).post(`/api/articles/${articleId}/comments`).send({ content: 'Great history' }).expect(201);
    // A change of tags only is a revision, but not a change of the text readers see.
    await as(t, author)
      .patch(`/api/articles/${articleId}`)
      .send({ tags: ['gear', 'bonding'] })
      .expect(200);

    const after = await request(t.http).get(`/api/articles/${articleId}`).expect(200);
    expect(after.body.editedAt).toBe(before.body.editedAt);
    expect(after.body.editedBy.id).toBe(admin.user.id);
    expect(after.body.likes).toBe(1);
    expect(after.body.commentCount).toBe(1);
  });

  it('leaves a new article unedited until its text changes, then names the editor', async () => {
    const created = await as(t, author)
      .post('/api/articles')
      .send(validArticle({ title: 'Fresh one', content: '<p>First words of the piece.</p>' }))
      .expect(201);
    expect(created.body.editedAt).toBeNull();
    expect(created.body.editedBy).toBeNull();
    const reader = await signedIn(t.dataSource);
    await as(t, reader).post(`/api/articles/${created.body.id}/like`).expect(200);
    await as(t, author).patch(`/api/articles/${created.body.id}`).send({ category: 'Twitch IRL' }).expect(200);
    const untouched = await request(t.http).get(`/api/articles/${created.body.id}`).expect(200);
    expect(untouched.body.editedAt).toBeNull();

    const edited = await as(t, author)
      .patch(`/api/articles/${created.body.id}`)
      .send({ excerpt: 'A short summary.' })
      .expect(200);
    expect(edited.body.editedBy).toEqual(expect.objectContaining({ id: author.user.id }));
    expect(new Date(edited.body.editedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.body.createdAt).getTime());
  });
});
