import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { isPersonSql } from '../users/placeholder-user.js';
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
 * and of the recent activity list. Views count when the viewer key is a user id. The placeholder that
 * deleted accounts' articles are credited to did none of it.
 */
const ACTIVITY_SQL = `
  SELECT * FROM (
    SELECT author_id AS user_id, created_at AS at, 'article' AS kind FROM articles
    UNION ALL SELECT author_id, created_at, 'comment' FROM article_comments
    UNION ALL SELECT user_id, created_at, 'like' FROM article_likes
    UNION ALL SELECT sender_id, created_at, 'message' FROM direct_messages
    UNION ALL SELECT submitted_by, created_at, 'submission' FROM submissions
    UNION ALL SELECT u.id, v.day::timestamptz, 'view' FROM article_view_days v JOIN users u ON u.id::text = v.viewer_key
  ) acts WHERE ${isPersonSql('acts.user_id')}`;

/** The UTC day of a timestamp column, as the daily figures group by it. */
const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

/** A count of the rows of `table` (aliased x) created in the period, per UTC day; `where` narrows them. */
const countPerDay = (table: string, where = 'TRUE') =>
  `SELECT ${utcDay('x.created_at')} AS day, count(*) AS n FROM ${table} x, bounds
   WHERE x.created_at >= bounds.since AND ${where} GROUP BY 1`;

/** Each daily figure: its statement gives (day, n) for the days of the period that have any. */
const DAILY_FIGURES: { name: AnalyticsSeries; sql: string }[] = [
  { name: 'signUps', sql: countPerDay('users', isPersonSql('x.id')) },
  {
    name: 'activeUsers',
    sql: `SELECT ${utcDay('a.at')} AS day, count(DISTINCT a.user_id) AS n FROM activity a, bounds
          WHERE a.at >= bounds.since GROUP BY 1`,
  },
  { name: 'articles', sql: countPerDay('articles') },
  { name: 'comments', sql: countPerDay('article_comments') },
  { name: 'likes', sql: countPerDay('article_likes') },
  {
    name: 'views',
    sql: `SELECT x.day, count(*) AS n FROM article_view_days x, bounds
          WHERE x.day >= ${utcDay('bounds.since')} GROUP BY 1`,
  },
  { name: 'messages', sql: countPerDay('direct_messages') },
  { name: 'submissions', sql: countPerDay('submissions') },
  {
    name: 'pointsEarned',
    sql: `SELECT ${utcDay('x.created_at')} AS day, sum(x.delta) AS n FROM points_ledger x, bounds
          WHERE x.delta > 0 AND x.created_at >= bounds.since GROUP BY 1`,
  },
  {
    name: 'pointsSpent',
    sql: `SELECT ${utcDay('x.created_at')} AS day, -sum(x.delta) AS n FROM points_ledger x, bounds
          WHERE x.delta < 0 AND x.created_at >= bounds.since GROUP BY 1`,
  },
  {
    name: 'revenueCents',
    sql: `SELECT ${utcDay('coalesce(p.credited_at, p.created_at)')} AS day,
            sum(p.amount_cents - p.amount_refunded_cents) AS n
          FROM payments p, bounds
          WHERE p.status IN ('succeeded', 'partially_refunded', 'refunded')
            AND coalesce(p.credited_at, p.created_at) >= bounds.since GROUP BY 1`,
  },
];

/** The analytics queries: daily counts over the period straight from the tables that hold the facts. */
@Injectable()
export class AnalyticsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /**
   * The period's figures in one statement: one row per UTC day from `days - 1` days ago to today (zeros
   * where nothing happened), and the distinct users active at any time in the period (a user active on
   * several days counts once). Each table is read once over the period and grouped by day (a count per
   * day and figure read the tables once per day: 30 scans of the messages for a month, which a few mass
   * messages made take over a second).
   */
  async figures(days: number): Promise<{ daily: AnalyticsDayRow[]; activeUsers: number }> {
    const rows: Record<string, string>[] = await this.manager().query(
      `WITH bounds AS (
         SELECT (date_trunc('day', now() AT TIME ZONE 'UTC') - ($1::int - 1) * interval '1 day') AT TIME ZONE 'UTC' AS since
       ),
       d AS (
         SELECT day::date AS day
         FROM bounds, generate_series(bounds.since, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', interval '1 day') AS day
       ),
       -- Read twice (per day and over the period): NOT MATERIALIZED keeps the period's bound on each table.
       activity AS NOT MATERIALIZED (${ACTIVITY_SQL}),
       ${DAILY_FIGURES.map(({ name, sql }) => `"${name}" AS (${sql})`).join(',\n       ')}
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
         ${DAILY_FIGURES.map(({ name }) => `coalesce("${name}".n, 0) AS "${name}"`).join(',\n         ')},
         (SELECT count(DISTINCT a.user_id) FROM activity a, bounds WHERE a.at >= bounds.since) AS "periodActiveUsers"
       FROM d
       ${DAILY_FIGURES.map(({ name }) => `LEFT JOIN "${name}" ON "${name}".day = d.day`).join('\n       ')}
       ORDER BY d.day`,
      [days],
    );
    const daily = rows.map((row) => {
      const out = { day: row.day } as AnalyticsDayRow;
      for (const key of ANALYTICS_SERIES) out[key] = Number(row[key]);
      return out;
    });
    return { daily, activeUsers: Number(rows[0]?.periodActiveUsers ?? 0) };
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
