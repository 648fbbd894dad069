import type { DataSource } from 'typeorm';
import { Article } from '../../modules/articles/entities/article.entity.js';
import { UserRole } from '../../modules/users/entities/user-role.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { DEMO_ARTICLES } from './demo-articles/index.js';
import { DEMO_USERS } from './demo-users.js';

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
    if (existing > 0) return { users: 0, articles: 0, skipped: true };

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
        likeCount: demo.likes,
        commentCount: 0,
        createdAt,
        updatedAt: createdAt,
      });
    });
    await articleRepository.save(articles);

    return { users: users.length, articles: articles.length, skipped: false };
  });
}
