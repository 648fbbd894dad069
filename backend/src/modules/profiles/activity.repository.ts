import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isoMicros } from '../../common/pagination/time-cursor.js';
import { BaseRepository } from '../../database/base.repository.js';
import { ActivityType } from './dto/activity-event.dto.js';
import { userColumns } from '../users/user-row.js';

/**
 * SQL condition: the article_revisions row `alias` is an edit. The articles module saves the
 * creation as revision 1 of each article (the lowest id); every later revision is an edit.
 */
export const isEditRevision = (alias: string): string =>
  `EXISTS (SELECT 1 FROM article_revisions first WHERE first.article_id = ${alias}.article_id AND first.id < ${alias}.id)`;

/** One event as the union query returns it: the actor and target users' columns are prefixed actor_ / target_. */
export type EventRow = Record<string, unknown> & {
  type: string;
  created_at: Date;
  cursor_at: string;
  key: string;
  article_id: number | null;
  article_title: string | null;
};

/** Position after the last event shown: (time, type, key), newest first. */
export interface EventPosition {
  at: string;
  type: string;
  key: string;
}

/** Where each kind of event comes from: one row of its table is one event. */
interface EventSource {
  type: ActivityType;
  from: string;
  at: string;
  /** Unique among the events of this type; breaks ties in time. */
  key: string;
  actor: string;
  article: string;
  user: string;
  /** Extra condition on the source's rows. */
  where?: string;
}

const SOURCES: EventSource[] = [
  {
    type: ActivityType.ArticleCreated,
    from: 'articles a',
    at: 'a.created_at',
    key: 'a.id::text',
    actor: 'a.author_id',
    article: 'a.id',
    user: 'NULL::uuid',
  },
  {
    type: ActivityType.ArticleEdited,
    from: 'article_revisions r',
    at: 'r.created_at',
    key: 'r.id::text',
    actor: 'r.editor_id',
    article: 'r.article_id',
    user: 'NULL::uuid',
    where: isEditRevision('r'),
  },
  {
    type: ActivityType.CommentCreated,
    from: 'article_comments c',
    // Deleted and hidden comments are no longer shown anywhere; held ones are not public yet.
    where: 'c.deleted_at IS NULL AND c.hidden_at IS NULL AND c.held_reason IS NULL',
    at: 'c.created_at',
    key: 'c.id::text',
    actor: 'c.author_id',
    article: 'c.article_id',
    user: 'NULL::uuid',
  },
  {
    type: ActivityType.ArticleLiked,
    from: 'article_likes l',
    at: 'l.created_at',
    key: `l.article_id::text || ':' || l.user_id::text`,
    actor: 'l.user_id',
    article: 'l.article_id',
    user: 'NULL::uuid',
  },
  {
    type: ActivityType.UserFollowed,
    from: 'user_follows f',
    at: 'f.created_at',
    key: `f.follower_id::text || ':' || f.followee_id::text`,
    actor: 'f.follower_id',
    article: 'NULL::integer',
    user: 'f.followee_id',
  },
];

/**
 * Each source keeps only its own newest rows (ORDER BY + LIMIT inside the branch, so each walks an
 * index on (user, time) or (time) rather than the whole table), then the union is merged by time.
 * Order: (time, type, key) descending, so a cursor on that triple pages without gaps or repeats.
 */
function eventsSql(options: { perUser: boolean }): string {
  // Parameters, per user: $1 user id, $2 cursor time, $3 cursor type, $4 cursor key, $5 limit. Site-wide: $1 limit.
  const limit = options.perUser ? '$5' : '$1';
  const branches = SOURCES.map((source) => {
    const conditions = options.perUser
      ? [
          `${source.actor} = $1`,
          `($2::timestamptz IS NULL OR (${source.at}, '${source.type}'::text, ${source.key}) < ($2::timestamptz, $3::text, $4::text))`,
        ]
      : [];
    if (source.where) conditions.push(source.where);
    return `(SELECT '${source.type}'::text AS type, ${source.at} AS created_at, ${source.key} AS key,
        ${source.actor} AS actor_id, ${source.article} AS article_id, ${source.user} AS user_id
      FROM ${source.from}
      ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}
      ORDER BY ${source.at} DESC, ${source.key} DESC
      LIMIT ${limit})`;
  });
  return `
    SELECT e.type, e.created_at, ${isoMicros('e.created_at')} AS cursor_at, e.key,
           ${userColumns('actor', 'actor')},
           art.id AS article_id, art.title AS article_title,
           ${userColumns('target', 'target')}
    FROM (${branches.join('\n      UNION ALL\n      ')}) e
    JOIN users actor ON actor.id = e.actor_id
    LEFT JOIN articles art ON art.id = e.article_id
    LEFT JOIN users target ON target.id = e.user_id
    ORDER BY e.created_at DESC, e.type DESC, e.key DESC
    LIMIT ${limit}`;
}

const USER_EVENTS_SQL = eventsSql({ perUser: true });
const RECENT_EVENTS_SQL = eventsSql({ perUser: false });

/**
 * The activity read model: real events (articles written and edited, comments, likes, follows)
 * read from the tables that record them, one UNION query per page.
 */
@Injectable()
export class ActivityRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The user's events before `after` (or the newest), `limit` rows. */
  userEvents(userId: string, after: EventPosition | null, limit: number, transaction?: EntityManager) {
    return this.manager(transaction).query<EventRow[]>(USER_EVENTS_SQL, [
      userId,
      after?.at ?? null,
      after?.type ?? null,
      after?.key ?? null,
      limit,
    ]);
  }

  /** The site's newest events. */
  recentEvents(limit: number, transaction?: EntityManager) {
    return this.manager(transaction).query<EventRow[]>(RECENT_EVENTS_SQL, [limit]);
  }
}
