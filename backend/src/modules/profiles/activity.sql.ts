import { ActivityType } from './dto/activity-event.dto.js';
import { isoMicros } from '../../common/pagination/time-cursor.js';
import { IS_EDIT_REVISION } from './edit-revision.sql.js';
import { userColumns } from './user-row.js';

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
    where: IS_EDIT_REVISION('r'),
  },
  {
    type: ActivityType.CommentCreated,
    from: 'article_comments c',
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

export const USER_EVENTS_SQL = eventsSql({ perUser: true });
export const RECENT_EVENTS_SQL = eventsSql({ perUser: false });
