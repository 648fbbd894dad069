import { toPage } from '../../common/pagination/page.js';
import { Injectable } from '@nestjs/common';
import { UsersService } from '../users/users.service.js';
import { toUserSummary, type UserSummaryDto } from '../users/user-summary.js';
import { isRootUser } from '../users/root-user.js';
import { ActivityRepository, type EventPosition, type EventRow } from './activity.repository.js';
import { ActivityType, type ActivityEventDto, type ActivityPageDto } from './dto/activity-event.dto.js';
import { DEFAULT_PAGE_SIZE, type PageQuery } from '../../common/pagination/page-query.js';
import { invalidCursor } from '../../common/pagination/cursor.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import type { ProfileViewer } from './profile.mapper.js';
import { assertProfileVisible } from './profile-visibility.js';
import { userFromRow } from '../users/user-row.js';

/** The Recent Activity card shows this many events. */
export const RECENT_ACTIVITY_SIZE = 10;

const ACTIVITY_TYPES = new Set<string>(Object.values(ActivityType));

/** Real events (articles written and edited, comments, likes, follows), newest first, from one UNION query. */
@Injectable()
export class ActivityService {
  constructor(
    private readonly activity: ActivityRepository,
    private readonly users: UsersService,
  ) {}

  /** Two queries whatever the page size: the user, then the merged events. */
  async forUser(userId: string, viewer: ProfileViewer, query: PageQuery): Promise<ActivityPageDto> {
    assertProfileVisible(await this.users.findById(userId), viewer.id);
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const after = query.cursor ? decodeEventCursor(query.cursor) : null;
    const rows = await this.activity.userEvents(userId, after, limit + 1);
    return toPage(rows, limit, toEvent, (last) =>
      encodeTimeCursor({ at: last.cursor_at, key: `${last.type}|${last.key}` }),
    );
  }

  /** The site's newest events, for the home page: one query. */
  async recent(): Promise<ActivityEventDto[]> {
    const rows = await this.activity.recentEvents(RECENT_ACTIVITY_SIZE);
    return rows.map(toEvent);
  }
}

/** The events cursor's key is `type|key` of the last event shown. */
function decodeEventCursor(value: string): EventPosition {
  const cursor = decodeTimeCursor(value);
  const separator = cursor.key.indexOf('|');
  const type = cursor.key.slice(0, separator);
  const key = cursor.key.slice(separator + 1);
  if (separator < 0 || !ACTIVITY_TYPES.has(type) || !key) {
    throw invalidCursor();
  }
  return { at: cursor.at, type, key };
}

function toEvent(row: EventRow): ActivityEventDto {
  const articleId = row.article_id;
  return {
    id: `${row.type}:${row.key}`,
    type: row.type as ActivityType,
    createdAt: row.created_at.toISOString(),
    actor: toActivityUser(row, 'actor')!,
    article: typeof articleId === 'number' ? { id: articleId, title: row.article_title ?? '' } : null,
    user: toActivityUser(row, 'target'),
  };
}

function toActivityUser(row: EventRow, prefix: string): UserSummaryDto | null {
  const user = userFromRow(row, prefix);
  return user ? { ...toUserSummary(user), isRoot: isRootUser(user.id) } : null;
}
