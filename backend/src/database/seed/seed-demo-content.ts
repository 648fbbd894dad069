import type { DataSource, EntityManager } from 'typeorm';
import { Article } from '../../modules/articles/entities/article.entity.js';
import { UserRole } from '../../modules/users/user-role.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { DEMO_ARTICLES } from './demo-articles/index.js';
import { seedDemoArchive } from './demo-archive/index.js';
import { seedDemoFlairs } from './demo-flairs.js';
import { DEMO_USERS } from './demo-users.js';
import { seedDemoSubmissions } from './demo-submissions.js';

export interface SeedDemoContentResult {
  /** Users created by this call (0 when skipped). */
  users: number;
  /** Articles created by this call (0 when skipped). */
  articles: number;
  /** True when demo content was already present and nothing was written. */
  skipped: boolean;
}

/** Arbitrary constant that serialises concurrent seed runs (pg_advisory_xact_lock takes a bigint). */
const SEED_LOCK_KEY = '7314620418203';

/**
 * Loads the demo users and articles in one transaction. Idempotent: if any demo username already
 * exists (case-insensitively), nothing is touched and `skipped` is true, so restarts never duplicate.
 */
export async function seedDemoContent(dataSource: DataSource): Promise<SeedDemoContentResult> {
  return dataSource.transaction(async (manager) => {
    // Two starts at once: the second waits here, then sees the first one's users and skips.
    await manager.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);

    const usernames = DEMO_USERS.map((user) => user.username.toLowerCase());
    const existing = await manager
      .getRepository(User)
      .createQueryBuilder('u')
      .where('lower(u.username) IN (:...usernames)', { usernames })
      .getCount();
    if (existing > 0) {
      await seedDemoArchive(manager); // a database seeded before the archive existed gets it once
      return { users: 0, articles: 0, skipped: true };
    }

    const userRepository = manager.getRepository(User);
    const users = await userRepository.save(
      DEMO_USERS.map((demo) => {
        const createdAt = new Date(demo.createdAt);
        return userRepository.create({
          username: demo.username,
          email: demo.email,
          firstName: demo.firstName,
          lastName: demo.lastName,
          role: demo.role,
          bio: demo.bio,
          twitterHandle: demo.twitterHandle ?? null,
          twitchUsername: demo.twitchUsername ?? null,
          youtubeChannel: demo.youtubeChannel ?? null,
          discordUsername: demo.discordUsername ?? null,
          showRealName: demo.showRealName,
          displayNamePreference: demo.displayNamePreference,
          contributorScore: demo.contributorScore,
          karmaScore: demo.karmaScore,
          availablePoints: demo.availablePoints,
          createdAt,
          updatedAt: createdAt,
        });
      }),
    );
    // A demo balance is a real ledger entry, so every balance equals the sum of its ledger.
    for (const user of users.filter((u) => u.availablePoints > 0)) {
      await manager.query(
        `INSERT INTO "points_ledger" ("user_id", "delta", "reason", "reference", "balance_after", "created_at")
         VALUES ($1, $2, 'demo.granted', NULL, $2, $3)`,
        [user.id, user.availablePoints, user.createdAt],
      );
    }
    const authors = new Map(users.map((user) => [user.username, user]));

    const articleRepository = manager.getRepository(Article);
    const articles = DEMO_ARTICLES.map((demo) => {
      const author = authors.get(demo.author);
      if (!author) throw new Error(`Demo article "${demo.title}" names unknown author "${demo.author}"`);
      if (author.role === UserRole.User) {
        throw new Error(`Demo article "${demo.title}" must be authored by a moderator or admin, not "${demo.author}"`);
      }
      const createdAt = new Date(demo.createdAt);
      return articleRepository.create({
        title: demo.title,
        excerpt: demo.excerpt ?? null,
        content: demo.content,
        category: demo.category,
        authorId: author.id,
        tags: demo.tags,
        views: demo.views,
        // Counted from the real like rows written below, never a free-standing figure.
        likeCount: 0,
        commentCount: 0,
        createdAt,
        updatedAt: createdAt,
      });
    });
    await articleRepository.save(articles);
    // Each article's history starts with the version it was published as, like a written one.
    await manager.query(
      `INSERT INTO "article_revisions" ("article_id", "editor_id", "title", "excerpt", "content", "category", "tags", "created_at")
       SELECT "id", "author_id", "title", "excerpt", "content", "category", "tags", "created_at"
       FROM "articles" WHERE "id" = ANY($1::int[])`,
      [articles.map((article) => article.id)],
    );
    await seedLikes(
      manager,
      articles,
      users,
      DEMO_ARTICLES.map((demo) => demo.likes),
    );
    await seedDemoArchive(manager, authors);
    await seedDemoSubmissions(manager, authors);
    await seedDemoFlairs(manager, users);

    return { users: users.length, articles: articles.length, skipped: false };
  });
}

/**
 * Real likes by the demo users (never the author), more for the articles the content marks as more
 * popular (one like per ~100 of its `likes` figure, at most every other demo user), so like counts,
 * karma and trending all agree with rows in article_likes.
 */
async function seedLikes(manager: EntityManager, articles: Article[], users: User[], popularity: number[]) {
  for (const [index, article] of articles.entries()) {
    const likers = users.filter((user) => user.id !== article.authorId);
    const wanted = Math.min(likers.length, Math.max(1, Math.round((popularity[index] ?? 0) / 100)));
    const chosen = Array.from({ length: wanted }, (_, n) => likers[(index + n) % likers.length]);
    for (const [n, user] of chosen.entries()) {
      const likedAt = new Date(article.createdAt.getTime() + (n + 1) * 3_600_000);
      await manager.query(`INSERT INTO "article_likes" ("article_id", "user_id", "created_at") VALUES ($1, $2, $3)`, [
        article.id,
        user.id,
        likedAt,
      ]);
    }
    await manager.update(Article, article.id, { likeCount: chosen.length });
  }
}
