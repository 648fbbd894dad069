import type { DataSource } from 'typeorm';

/**
 * The badge catalogue as the Badges migration seeds it (resetDatabase empties every table, so tests
 * put it back the way an install has it).
 */
export async function seedBadgeCatalogue(dataSource: DataSource): Promise<void> {
  await dataSource.query(
    `INSERT INTO "badges" ("slug", "name", "description", "icon", "rule") VALUES
      ('first-article', 'First Article', 'Published a first article.', '📝', 'first-article'),
      ('first-approved-contribution', 'First Approved Contribution', 'Had a first submission approved for the archive.', '✅', 'first-approved-contribution'),
      ('likes-100', '100 Likes Received', 'Articles they wrote have received 100 likes in all.', '❤️', 'likes-100'),
      ('comments-10', '10 Comments', 'Posted 10 comments on articles.', '💬', 'comments-10'),
      ('early-member', 'Early Member', 'One of the first 100 members of the site.', '🌱', 'early-member'),
      ('points-collector', 'Points Collector', 'Earned 1,000 points in all.', '🪙', 'points-collector'),
      ('community-hero', 'Community Hero', 'Recognised by the team for outstanding help to the community.', '🏆', NULL)
     ON CONFLICT ("slug") DO NOTHING`,
  );
}

export async function badgeId(dataSource: DataSource, slug: string): Promise<number> {
  const rows = await dataSource.query<{ id: number }[]>(`SELECT "id" FROM "badges" WHERE "slug" = $1`, [slug]);
  if (!rows[0]) throw new Error(`No badge ${slug}`);
  return rows[0].id;
}
