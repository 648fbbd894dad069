import { isUuid } from '../../common/text/uuid.js';
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { EntityManager } from 'typeorm';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import { Environment } from '../../config/environment.js';
import { withDeadline } from '../../common/async/deadline.js';
import { QueueName } from '../../queues/queue-names.js';
import type { NamedUser } from '@irl/shared';
import { shownName } from '../users/display-name.js';
import { toPage } from '../../common/pagination/page.js';
import { AfterCommit } from './after-commit.js';
import type {
  NotificationDto,
  NotificationPageDto,
  NotificationPageQuery,
  NotificationReadDto,
  NotificationsReadAllDto,
} from './dto/notification.dto.js';
import { NotificationKind } from './entities/notification.entity.js';
import { NotificationEventsPublisher } from './notification-events.publisher.js';
import { NotificationErrors } from './notifications.errors.js';
import { NotificationJob, type NotificationEmailJobData } from './notifications.jobs.js';
import { NotificationsRepository, type NotificationRow } from './notifications.repository.js';
import { KINDS_EMAILED_BY_THEIR_MODULE, PREFERENCE_OF_KIND } from './notification-rules.js';

const TITLE_MAX = 200;
const BODY_MAX = 500;
const QUEUE_TIMEOUT_MS = 2000;

/** The user who caused an event, with the fields their shown name is made of. */
export type NotificationActor = NamedUser & { id: string };

/** One event for one user. */
export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  /** Names the event: the same (user, reference) is stored once however often it is reported. */
  reference: string;
  /** `{actor}` is replaced by the actor's shown name (and `{actorUsername}` in the link by their username). */
  title: string;
  body?: string;
  /** A path inside the site. */
  link: string;
  /**
   * Who caused it (nobody is notified of their own action): the user row when the caller holds it,
   * which saves looking the name up, else their id. The notification is deleted with their account,
   * since it names or quotes them; so only the actor's own words and name may go into it (and decisions
   * on the recipient's own things), never a third person's.
   */
  actor?: NotificationActor | string;
}

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at ? row.read_at.toISOString() : null,
  };
}

function clip(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
}

/**
 * The notification centre. Other modules report events with one `notify` call, inside their own
 * transaction where they have one: the row commits or rolls back with their change, and the live
 * event and the instant e-mail job go out only after the commit. The user's preferences decide
 * whether the notification exists (see notification-rules.ts) and how it is e-mailed.
 */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly repository: NotificationsRepository,
    private readonly publisher: NotificationEventsPublisher,
    private readonly afterCommit: AfterCommit,
    private readonly env: Environment,
    @InjectQueue(QueueName.Notifications) private readonly queue: Queue,
  ) {}

  async notify(manager: EntityManager | undefined, input: NotifyInput): Promise<void> {
    const actorId = typeof input.actor === 'string' ? input.actor : input.actor?.id;
    if (actorId && actorId === input.userId) return;
    let { title, link } = input;
    if (title.includes('{actor}') || link.includes('{actorUsername}')) {
      const actor = await this.actorNamed(manager, input.actor);
      title = title.replaceAll('{actor}', actor ? shownName(actor) : 'Someone');
      link = link.replaceAll('{actorUsername}', encodeURIComponent(actor?.username ?? ''));
    }
    const row = await this.repository.insertIfWanted(manager, PREFERENCE_OF_KIND[input.kind], {
      userId: input.userId,
      actorId: actorId ?? null,
      kind: input.kind,
      title: clip(title, TITLE_MAX),
      body: clip(input.body ?? '', BODY_MAX),
      link,
      reference: clip(input.reference, TITLE_MAX),
    });
    if (row) await this.afterCommit.run(manager, () => this.deliver([row]));
  }

  /**
   * A comment on or a like of an article: notifies its author, or `recipientId` (the author of a comment
   * replied to) when given, unless that is `exceptUserId` (`{article}` in the title is its title).
   */
  async notifyArticleAuthor(
    manager: EntityManager | undefined,
    {
      recipientId,
      exceptUserId,
      ...input
    }: Omit<NotifyInput, 'userId' | 'link'> & {
      articleId: number;
      recipientId?: string;
      exceptUserId?: string;
    },
  ): Promise<void> {
    const article = await this.repository.article(input.articleId, manager);
    if (!article) return;
    const userId = recipientId ?? article.author_id;
    if (userId === exceptUserId) return;
    await this.notify(manager, {
      ...input,
      userId,
      title: input.title.replaceAll('{article}', `"${clip(article.title, 120)}"`),
      link: `/article/${input.articleId}`,
    });
  }

  /** A site-wide event (an announcement): one notification for each user whose preference allows it. */
  async notifyEveryone(manager: EntityManager | undefined, input: Omit<NotifyInput, 'userId' | 'actor'>) {
    const rows = await this.repository.insertForEveryone(manager, PREFERENCE_OF_KIND[input.kind], {
      kind: input.kind,
      title: clip(input.title, TITLE_MAX),
      body: clip(input.body ?? '', BODY_MAX),
      link: input.link,
      reference: clip(input.reference, TITLE_MAX),
    });
    if (rows.length > 0) await this.afterCommit.run(manager, () => this.deliver(rows));
  }

  async list(userId: string, query: NotificationPageQuery): Promise<NotificationPageDto> {
    const limit = query.limit ?? 20;
    const after = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
    const rows = await this.repository.page(userId, limit, after && isUuid(after.key) ? after : undefined);
    const page = toPage(rows, limit, toNotificationDto, (last) =>
      encodeTimeCursor({ at: last.position, key: last.id }),
    );
    return { ...page, unreadCount: await this.repository.unreadCount(userId) };
  }

  unreadCount(userId: string): Promise<number> {
    return this.repository.unreadCount(userId);
  }

  async markRead(userId: string, id: string): Promise<NotificationReadDto> {
    const row = isUuid(id) ? await this.repository.markRead(userId, id.toLowerCase()) : null;
    if (!row) throw new NotFoundException(NotificationErrors.notFound);
    return { notification: toNotificationDto(row), unreadCount: await this.repository.unreadCount(userId) };
  }

  /**
   * What the user has now seen elsewhere: their unread notifications of `kind` from `actorId` become read
   * (opening a conversation reads its "new message" notifications), in the caller's transaction; how many.
   */
  markReadFrom(manager: EntityManager, userId: string, kind: NotificationKind, actorId: string): Promise<number> {
    return this.repository.markReadFrom(manager, userId, kind, actorId);
  }

  async markAllRead(userId: string): Promise<NotificationsReadAllDto> {
    const marked = await this.repository.markAllRead(userId);
    return { marked, unreadCount: await this.repository.unreadCount(userId) };
  }

  /** The actor as given, or looked up when only the id is known. */
  private async actorNamed(
    manager: EntityManager | undefined,
    actor: NotifyInput['actor'],
  ): Promise<NotificationActor | null> {
    if (typeof actor !== 'string') return actor ?? null;
    const row = await this.repository.nameFields(actor, manager);
    return row ? { id: row.user_id, ...camel(row) } : null;
  }

  /** After the commit: the live event to each user's open streams, then the instant e-mail jobs. */
  private async deliver(rows: NotificationRow[]): Promise<void> {
    const counts = await this.repository.unreadCounts(rows.map((row) => row.user_id));
    await this.publisher.publish(
      rows.map((row) => ({
        userId: row.user_id,
        event: {
          type: 'notification',
          notification: toNotificationDto(row),
          unreadCount: counts.get(row.user_id) ?? 0,
        },
      })),
    );
    if (!this.env.SMTP_URL) return;
    const instant = await this.repository.instantEmailUsers(rows.map((row) => row.user_id));
    const jobs = rows
      .filter((row) => instant.has(row.user_id) && !KINDS_EMAILED_BY_THEIR_MODULE.has(row.kind))
      .map((row) => ({
        name: NotificationJob.Email,
        data: { notificationId: row.id } satisfies NotificationEmailJobData,
        opts: { jobId: `email-${row.id}` },
      }));
    if (jobs.length === 0) return;
    try {
      await withDeadline(this.queue.addBulk(jobs), QUEUE_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`Could not queue ${jobs.length} notification e-mails: ${(error as Error).message}`);
    }
  }
}

function camel(row: {
  username: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  show_real_name: boolean | null;
  display_name_preference: string | null;
}) {
  return {
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    showRealName: row.show_real_name,
    displayNamePreference: row.display_name_preference,
  };
}
