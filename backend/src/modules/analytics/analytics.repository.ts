import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { userColumns } from '../users/user-row.js';

/** The counted series, one column per figure (per UTC day). */
export const ANALYTICS_SERIES = [
  'signUps',
  'activeUsers',
  'articles',
  'comments',
  'likes',
  'views',
  'messages',
  'submissions',
  'pointsEarned',
  'pointsSpent',
  'revenueCents',
] as const;
export type AnalyticsSeries = (typeof ANALYTICS_SERIES)[number];
export type AnalyticsDayRow = { day: string } & Record<AnalyticsSeries, number>;
/** A recent activity row: the action, and the user's columns as userColumns(…, 'user') names them. */
export type RecentActivityRow = { at: Date; kind: string } & Record<string, unknown>;

/**
 * Everything a signed-in user does that leaves a row, as (user, time): the source of "active users"
 * and of the recent activity list. Views count when the viewer key is a user id.
 */
const ACTIVITY_SQL = `
  SELECT author_id AS user_id, created_at AS at, 'article' AS kind FROM articles
  UNION ALL SELECT author_id, created_at, 'comment' FROM article_comments
  UNION ALL SELECT user_id, created_at, 'like' FROM article_likes
  UNION ALL SELECT sender_id, created_at, 'message' FROM direct_messages
  UNION ALL SELECT submitted_by, created_at, 'submission' FROM submissions
  UNION ALL SELECT u.id, v.day::timestamptz, 'view' FROM article_view_days v JOIN users u ON u.id::text = v.viewer_key`;

/** The analytics queries: daily counts over the period straight from the tables that hold the facts. */
@Injectable()
export class AnalyticsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** One row per UTC day from `days - 1` days ago to today, zeros where nothing happened. */
  async daily(days: number): Promise<AnalyticsDayRow[]> {
    const rows: Record<string, string>[] = await this.manager().query(
      `WITH d AS (
         SELECT day::date AS day, day AS start, day + interval '1 day' AS stop
         FROM generate_series(
           (date_trunc('day', now() AT TIME ZONE 'UTC') - ($1::int - 1) * interval '1 day') AT TIME ZONE 'UTC',
           date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
           interval '1 day') AS day
       ),
       activity AS (${ACTIVITY_SQL})
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
         (SELECT count(*) FROM users x WHERE x.created_at >= d.start AND x.created_at < d.stop) AS "signUps",
         (SELECT count(DISTINCT a.user_id) FROM activity a WHERE a.at >= d.start AND a.at < d.stop) AS "activeUsers",
         (SELECT count(*) FROM articles x WHERE x.created_at >= d.start AND x.created_at < d.stop) AS articles,
         (SELECT count(*) FROM article_comments x WHERE x.created_at >= d.start AND x.created_at < d.stop) AS comments,
         (SELECT count(*) FROM article_likes x WHERE x.created_at >= d.start AND x.created_at < d.stop) AS likes,
         (SELECT count(*) FROM article_view_days x WHERE x.day = d.day) AS views,
         (SELECT count(*) FROM direct_messages x WHERE x.created_at >= d.start AND x.created_at < d.stop) AS messages,
         (SELECT count(*) FROM submissions x WHERE x.created_at >= d.start AND x.created_at < d.stop) AS submissions,
         (SELECT coalesce(sum(x.delta), 0) FROM points_ledger x
            WHERE x.delta > 0 AND x.created_at >= d.start AND x.created_at < d.stop) AS "pointsEarned",
         (SELECT coalesce(-sum(x.delta), 0) FROM points_ledger x
            WHERE x.delta < 0 AND x.created_at >= d.start AND x.created_at < d.stop) AS "pointsSpent",
         (SELECT coalesce(sum(p.amount_cents - p.amount_refunded_cents), 0) FROM payments p
            WHERE p.status IN ('succeeded', 'partially_refunded', 'refunded')
              AND coalesce(p.credited_at, p.created_at) >= d.start
              AND coalesce(p.credited_at, p.created_at) < d.stop) AS "revenueCents"
       FROM d ORDER BY d.day`,
      [days],
    );
    return rows.map((row) => {
      const out = { day: row.day } as AnalyticsDayRow;
      for (const key of ANALYTICS_SERIES) out[key] = Number(row[key]);
      return out;
    });
  }

  /** Distinct users active at any time in the period (a user active on several days counts once). */
  async activeUsers(days: number): Promise<number> {
    const rows: { count: string }[] = await this.manager().query(
      `WITH activity AS (${ACTIVITY_SQL})
       SELECT count(DISTINCT user_id) AS count FROM activity
       WHERE at >= (date_trunc('day', now() AT TIME ZONE 'UTC') - ($1::int - 1) * interval '1 day') AT TIME ZONE 'UTC'`,
      [days],
    );
    return Number(rows[0]?.count ?? 0);
  }

  /** The users whose latest action is the most recent, with that action and the user's summary columns. */
  recentActivity(limit: number): Promise<RecentActivityRow[]> {
    return this.manager().query(
      `WITH activity AS (${ACTIVITY_SQL}),
       latest AS (
         SELECT DISTINCT ON (user_id) user_id, at, kind FROM activity
         WHERE user_id IS NOT NULL ORDER BY user_id, at DESC
       )
       SELECT latest.at, latest.kind, ${userColumns('u', 'user')} FROM latest
       JOIN users u ON u.id = latest.user_id
       ORDER BY latest.at DESC LIMIT $1`,
      [limit],
    );
  }
}
