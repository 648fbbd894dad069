import type { Article } from '../../src/modules/articles/entities/article.entity.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { as, signedIn, type Actor } from '../articles/article-fixtures.js';
import { createArticle } from '../factories/article.factory.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

/** The app of the test file and, for each test, one article by a signed-in writer on an empty database. */
export interface ArticleScene {
  t: TestApp;
  writer: Actor;
  article: Article;
}

/**
 * Registers the hooks that set the scene up (call it at the top of a describe block). The returned
 * object is filled in by them: read its fields inside tests and later hooks, not when the file loads.
 */
export function useArticleScene(articleFields: Partial<Article> = {}): ArticleScene {
  const scene = {} as ArticleScene;
  beforeAll(async () => {
    scene.t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(scene.t.dataSource);
    scene.writer = await signedIn(scene.t.dataSource, { username: 'writer' });
    scene.article = await createArticle(scene.t.dataSource, scene.writer.user, articleFields);
  });
  afterAll(() => scene.t.close());
  return scene;
}

/** A comment as the API answers it (the fields these tests read). */
export interface PostedComment {
  id: number;
  parentId: number | null;
  content: string;
  state: string;
}

/** The article scene plus three signed-in readers who comment: alice, bob and a moderator. */
export interface CommentScene extends ArticleScene {
  alice: Actor;
  bob: Actor;
  moderator: Actor;
  /** The article's comments route, with an optional suffix such as `/12/hide`. */
  path(suffix?: string): string;
  /** Posts a comment (or, with parentId, a reply) as `actor`; returns the created comment. */
  post(actor: Actor, body: object): Promise<PostedComment>;
}

export function useCommentScene(articleFields: Partial<Article> = {}): CommentScene {
  const scene = useArticleScene(articleFields) as CommentScene;
  beforeEach(async () => {
    scene.alice = await signedIn(scene.t.dataSource, { username: 'alice' });
    scene.bob = await signedIn(scene.t.dataSource, { username: 'bob' });
    scene.moderator = await signedIn(scene.t.dataSource, { username: 'mod', role: UserRole.Moderator });
  });
  scene.path = (suffix = '') => `/api/articles/${scene.article.id}/comments${suffix}`;
  scene.post = async (actor, body) =>
    (await as(scene.t, actor).post(scene.path()).send(body).expect(201)).body as PostedComment;
  return scene;
}
