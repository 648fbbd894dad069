import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { isEditRevision } from './activity.repository.js';

/** Points of the contributor score, per unit of real activity. */
export const CONTRIBUTOR_POINTS = { article: 10, revision: 2, comment: 1 } as const;

export interface StatsRow {
  user_id: string;
  article_count: string;
  total_views: string;
  followers: string;
  following: string;
  contributor_score: string;
  karma: string;
}

/*
 * The figures, all counted from the tables on every read (nothing stored that could drift):
 * - contributor score = 10 per article the user published (every article is published: there are no drafts)
 *                     + 2 per edit the user saved on any article: a row of article_revisions with
 *                       editor_id = the user that is not its article's first revision (revision 1 is
 *                       the creation, already counted as the article)
 *                     + 1 per comment the user wrote;
 * - karma = likes other users gave the user's articles + comments other users wrote on them
 *   (a like or comment on one's own article earns nothing);
 * - article count and total views (the sum of articles.views) of the user's articles;
 * - followers and following from user_follows.
 * One query for any number of users; each count walks an index on the user's column.
 */
const STATS_SQL = `
  SELECT s.user_id, s.article_count, s.total_views, s.followers, s.following,
         ${CONTRIBUTOR_POINTS.article} * s.article_count
           + ${CONTRIBUTOR_POINTS.revision} * s.revisions
           + ${CONTRIBUTOR_POINTS.comment} * s.comments_written AS contributor_score,
         s.likes_received + s.comments_received AS karma
  FROM (
    SELECT u.id AS user_id,
           own.article_count,
           own.total_views,
           (SELECT count(*) FROM article_revisions r WHERE r.editor_id = u.id AND ${isEditRevision('r')}) AS revisions,
           (SELECT count(*) FROM article_comments c WHERE c.author_id = u.id
             AND c.deleted_at IS NULL AND c.hidden_at IS NULL AND c.held_reason IS NULL) AS comments_written,
           (SELECT count(*) FROM article_likes l JOIN articles la ON la.id = l.article_id
             WHERE la.author_id = u.id AND l.user_id <> u.id) AS likes_received,
           (SELECT count(*) FROM article_comments c JOIN articles ca ON ca.id = c.article_id
             WHERE ca.author_id = u.id AND c.author_id <> u.id
               AND c.deleted_at IS NULL AND c.hidden_at IS NULL AND c.held_reason IS NULL) AS comments_received,
           (SELECT count(*) FROM user_follows f WHERE f.followee_id = u.id) AS followers,
           (SELECT count(*) FROM user_follows f WHERE f.follower_id = u.id) AS following
    FROM users u
    CROSS JOIN LATERAL (
      SELECT count(*) AS article_count, coalesce(sum(a.views), 0) AS total_views
      FROM articles a WHERE a.author_id = u.id
    ) own
    WHERE u.id = ANY($1::uuid[])
  ) s`;

/** The profile figures, counted in SQL from the tables that record the activity. */
@Injectable()
export class UserStatsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** One row per known user id; one query whatever the count. */
  statsRows(userIds: string[], transaction?: EntityManager): Promise<StatsRow[]> {
    return this.manager(transaction).query<StatsRow[]>(STATS_SQL, [userIds]);
  }
}
