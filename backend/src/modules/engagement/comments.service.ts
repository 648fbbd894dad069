import type { ModerationReasonCategory } from '@irl/shared';
import { ModerationLogService, moderationSubjectKey } from '../moderation-log/moderation-log.service.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService, type NotificationActor } from '../notifications/notifications.service.js';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { roleIncludes } from '../../common/auth/role-rank.js';
import { cursorIntId } from '../../common/pagination/cursor.js';
import { toPage } from '../../common/pagination/page.js';
import { pageLimit } from '../../common/pagination/page-query.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import { AuditService } from '../audit/audit.service.js';
import { UserRole } from '../users/user-role.js';
import type { UserRecord } from '../users/user-record.js';
import { BlocksService } from '../blocks/blocks.service.js';
import { toCommentDto, type CommenterFields } from './comment.mapper.js';
import type { CommentPageDto, HeldCommentPageDto } from './dto/comment-page.dto.js';
import type { CommentDto, HeldCommentDto } from './dto/comment.dto.js';
import {
  DEFAULT_COMMENT_PAGE_SIZE,
  type ListCommentsQuery,
  type ListHeldCommentsQuery,
} from './dto/list-comments.query.js';
import { SecuritySettingsService } from '../security-settings/security-settings.service.js';
import { EngagementErrors } from './engagement.errors.js';
import {
  EngagementRepository,
  type CommentRow,
  type HeldCommentRow,
  type LockedComment,
} from './engagement.repository.js';

/**
 * How long a deleted comment can be restored. The undo toast shows for less than this, so an Undo
 * pressed at its last moment still arrives in time.
 */
export const COMMENT_UNDO_SECONDS = 30;

/** The held_reason of a comment held because members reported it. */
const REPORTS_HOLD = 'reports';

const commenterIdOf = (row: CommentRow): string => row.user_id;

const commenterOf = (row: CommentRow): CommenterFields => ({
  id: row.user_id,
  username: row.username,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  showRealName: row.show_real_name,
  displayNamePreference: row.display_name_preference,
  role: row.role,
  profileImageUrl: row.profile_image_url,
});

const toDto = (row: CommentRow, readerIsModerator: boolean): CommentDto =>
  toCommentDto(
    {
      id: row.id,
      articleId: row.article_id,
      parentId: row.parent_id,
      content: row.content,
      createdAt: row.created_at,
      deletedAt: row.deleted_at,
      hiddenAt: row.hidden_at,
      hiddenReason: row.hidden_reason,
      heldReason: row.held_reason,
    },
    commenterOf(row),
    readerIsModerator,
  );

const isModerator = (user: UserRecord | undefined) => !!user && roleIncludes(user.role, UserRole.Moderator);
/** Counted comments are the ones everyone sees: neither deleted, hidden nor held for a moderator. */
const isCounted = (comment: Pick<LockedComment, 'deleted_at' | 'hidden_at' | 'held_reason'>) =>
  !comment.deleted_at && !comment.hidden_at && !comment.held_reason;

const toHeldDto = (row: HeldCommentRow): HeldCommentDto => ({
  ...toDto(row, true),
  articleTitle: row.article_title,
});

/**
 * Comments: plain text, oldest first, with one level of replies. articles.comment_count counts the
 * comments everyone sees (neither deleted, hidden nor held) and moves in the same transaction as each
 * change. Authors delete their own comments; moderators and admins delete any, hide any with a reason and
 * show a hidden one again.
 * A deletion is soft, so it can be undone for COMMENT_UNDO_SECONDS.
 * The security settings may hold a member's new comment (link spam, or an account younger than a
 * day): it is then seen only by its author and moderators, is not counted, notifies nobody and takes
 * no replies until a moderator approves it (or it is deleted).
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly engagement: EngagementRepository,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly security: SecuritySettingsService,
    private readonly blocks: BlocksService,
    private readonly moderationLog: ModerationLogService,
  ) {}

  /** Keyset-paginated by (created_at, id): two queries whatever the page size. */
  async list(articleId: number, query: ListCommentsQuery, reader?: UserRecord): Promise<CommentPageDto> {
    const limit = pageLimit(query, DEFAULT_COMMENT_PAGE_SIZE);
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
    const after = cursor && { at: cursor.at, id: cursorIntId(cursor.key) };
    const total = await this.engagement.commentCount(articleId);
    if (total === null) throw new NotFoundException(EngagementErrors.articleNotFound);
    const moderator = isModerator(reader);
    const rows = await this.engagement.commentsPage(articleId, limit, after, {
      viewerId: reader?.id ?? null,
      allHeld: moderator,
    });
    // One more query for a signed-in reader: which of the page's authors they block (shown collapsed).
    const blocked = reader ? await this.blocks.blockedAmong(reader.id, rows.map(commenterIdOf)) : new Set<string>();
    const page = toPage(
      rows,
      limit,
      (row) => ({ ...toDto(row, moderator), authorBlockedByViewer: blocked.has(commenterIdOf(row)) }),
      (last) => encodeTimeCursor({ at: last.position, key: String(last.id) }),
    );
    return { ...page, total };
  }

  /** Comments waiting for a moderator, oldest first, with their article's title. */
  async listHeld(query: ListHeldCommentsQuery): Promise<HeldCommentPageDto> {
    const limit = pageLimit(query, 20);
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
    const after = cursor && { at: cursor.at, id: cursorIntId(cursor.key) };
    const [rows, total] = await Promise.all([
      this.engagement.heldCommentsPage(limit, after),
      this.engagement.countHeldComments(),
    ]);
    const page = toPage(rows, limit, toHeldDto, (last) =>
      encodeTimeCursor({ at: last.position, key: String(last.id) }),
    );
    return { ...page, total };
  }

  /**
   * Publishes a held comment: counted (unless a moderator hid it meanwhile), its article's author
   * notified, the approval audited.
   */
  async approve(commentId: number, moderator: UserRecord): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const comment = await this.engagement.releaseHeldComment(manager, commentId);
      if (!comment) throw new NotFoundException(EngagementErrors.heldCommentNotFound);
      if (!comment.hidden) await this.addToCount(manager, comment.article_id, 1);
      await this.audit.record(
        {
          actorId: moderator.id,
          targetUserId: comment.author_id,
          action: 'moderation.comment.approved',
          details: { articleId: comment.article_id, commentId },
        },
        manager,
      );
      await this.notifyOfComment(manager, {
        articleId: comment.article_id,
        actor: comment.author_id,
        commentId,
        content: comment.content,
        parentAuthorId: comment.parent_author_id,
      });
    });
  }

  async create(articleId: number, author: UserRecord, content: string, replyTo?: number): Promise<CommentDto> {
    const heldReason = this.security.commentHoldReason(author, content);
    return this.dataSource.transaction(async (manager) => {
      if (heldReason) {
        // Held comments are not counted, but the article must exist.
        if ((await this.engagement.commentCount(articleId)) === null) {
          throw new NotFoundException(EngagementErrors.articleNotFound);
        }
      } else {
        await this.addToCount(manager, articleId, 1);
      }
      const parent = replyTo === undefined ? null : await this.threadOf(manager, articleId, replyTo, author);
      const parentId = parent?.threadId ?? null;
      const comment = await this.engagement.insertComment(manager, {
        articleId,
        authorId: author.id,
        content,
        parentId,
        heldReason,
      });
      await this.audit.record(
        {
          actorId: author.id,
          action: heldReason ? 'comment.held' : 'comment.created',
          details: { articleId, commentId: comment.id, parentId, ...(heldReason ? { reason: heldReason } : {}) },
        },
        manager,
      );
      if (!heldReason) {
        await this.notifyOfComment(manager, {
          articleId,
          actor: author,
          commentId: comment.id,
          content,
          parentAuthorId: parent?.repliedToAuthorId ?? null,
        });
      }
      return toCommentDto(
        {
          id: comment.id,
          articleId,
          parentId,
          content,
          createdAt: comment.created_at,
          deletedAt: null,
          hiddenAt: null,
          hiddenReason: null,
          heldReason,
        },
        author,
        isModerator(author),
      );
    });
  }

  /**
   * A new visible comment notifies the article's author; a reply also notifies the author of the
   * comment it answers (once: an article author replied to on their own article gets the reply
   * notification only). Nobody is notified of their own comment; preferences are applied by the
   * notifications module (both follow the "articles" choice).
   */
  private async notifyOfComment(
    manager: EntityManager,
    event: {
      articleId: number;
      actor: NotificationActor | string;
      commentId: number;
      content: string;
      parentAuthorId: string | null;
    },
  ): Promise<void> {
    const { articleId, actor, commentId, content, parentAuthorId } = event;
    await this.notifications.notifyArticleAuthor(manager, {
      articleId,
      actor,
      kind: NotificationKind.ArticleComment,
      reference: `comment:${commentId}`,
      title: '{actor} commented on {article}',
      body: content,
      exceptUserId: parentAuthorId ?? undefined,
    });
    if (parentAuthorId) {
      await this.notifications.notifyArticleAuthor(manager, {
        articleId,
        actor,
        recipientId: parentAuthorId,
        kind: NotificationKind.ArticleComment,
        reference: `comment-reply:${commentId}`,
        title: '{actor} replied to your comment on {article}',
        body: content,
      });
    }
  }

  /**
   * Soft delete: the row stays (without being shown) so the deletion can be undone for a while. Through this
   * path members delete their own comments; someone else's comment is removed with a reason (removeAsModerator).
   */
  async delete(articleId: number, commentId: number, caller: UserRecord): Promise<void> {
    await this.dataSource.transaction((manager) =>
      this.deleteWithin(manager, articleId, commentId, caller, { reasonRequiredForOthers: true }),
    );
  }

  /**
   * A moderator deletes someone's comment (or rejects a held one) with a reason: the note goes to the audit
   * log, the category to the public moderation log. Undo (restore) works as for any deletion.
   */
  async removeAsModerator(
    articleId: number,
    commentId: number,
    { reasonCategory, note }: { reasonCategory: ModerationReasonCategory; note: string },
    moderator: UserRecord,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.deleteWithin(manager, articleId, commentId, moderator, { note });
      await this.moderationLog.record(
        {
          subjectKind: 'comment',
          action: 'deleted',
          source: 'moderator_review',
          reasonCategory,
          ...(await this.publicPlaceOf(manager, articleId, commentId)),
        },
        manager,
      );
    });
  }

  /** delete, inside the caller's transaction (the reports module deletes a reported comment with it). */
  async deleteWithin(
    manager: EntityManager,
    articleId: number,
    commentId: number,
    caller: UserRecord,
    options: { note?: string; reasonRequiredForOthers?: boolean } = {},
  ): Promise<void> {
    const comment = await this.engagement.lockComment(manager, articleId, commentId);
    if (!comment || comment.deleted_at) throw new NotFoundException(EngagementErrors.commentNotFound);
    const own = this.assertMayDelete(comment, caller, EngagementErrors.deleteOthersComment);
    if (!own && options.reasonRequiredForOthers) {
      throw new ValidationFailedException(
        [{ field: 'reasonCategory', reason: EngagementErrors.deleteOthersNeedsReason }],
        EngagementErrors.deleteOthersNeedsReason,
      );
    }

    await this.engagement.markCommentDeleted(manager, commentId, true);
    if (isCounted(comment)) await this.addToCount(manager, articleId, -1);
    await this.audit.record(
      own
        ? { actorId: caller.id, action: 'comment.deleted', details: { articleId, commentId } }
        : {
            actorId: caller.id,
            targetUserId: comment.author_id,
            action: 'moderation.comment.deleted',
            details: { articleId, commentId },
            note: options.note ?? null,
          },
      manager,
    );
  }

  /** Undoes a deletion within COMMENT_UNDO_SECONDS; whoever may delete the comment may restore it. */
  async restore(articleId: number, commentId: number, caller: UserRecord): Promise<CommentDto> {
    return this.dataSource.transaction(async (manager) => {
      const comment = await this.engagement.lockComment(manager, articleId, commentId, COMMENT_UNDO_SECONDS);
      if (!comment || !comment.deleted_at) throw new NotFoundException(EngagementErrors.commentNotFound);
      const own = this.assertMayDelete(comment, caller, EngagementErrors.restoreOthersComment);
      if (!comment.undoable) throw new ConflictException(EngagementErrors.undoExpired);

      await this.engagement.markCommentDeleted(manager, commentId, false);
      if (isCounted({ ...comment, deleted_at: null })) await this.addToCount(manager, articleId, 1);
      await this.audit.record(
        {
          actorId: caller.id,
          targetUserId: own ? null : comment.author_id,
          action: own ? 'comment.restored' : 'moderation.comment.restored',
          details: { articleId, commentId },
        },
        manager,
      );
      if (!own) await this.recordReversal(manager, articleId, commentId, 'deleted');
      return this.readBack(manager, commentId, caller);
    });
  }

  /** A moderator's own hide: the reason is kept with the comment and as the audit note; the category is published. */
  async hide(
    articleId: number,
    commentId: number,
    { reason, reasonCategory }: { reason: string; reasonCategory: ModerationReasonCategory },
    moderator: UserRecord,
  ): Promise<CommentDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.hideWithin(manager, articleId, commentId, reason, moderator);
      await this.moderationLog.record(
        {
          subjectKind: 'comment',
          action: 'hidden',
          source: 'moderator_review',
          reasonCategory,
          ...(await this.publicPlaceOf(manager, articleId, commentId)),
        },
        manager,
      );
      return this.readBack(manager, commentId, moderator);
    });
  }

  /**
   * hide, inside the caller's transaction. A hold made by members' reports ends with it: the comment is
   * hidden now, so it leaves the queue of held comments.
   */
  async hideWithin(
    manager: EntityManager,
    articleId: number,
    commentId: number,
    reason: string,
    moderator: UserRecord,
  ): Promise<void> {
    const comment = await this.engagement.lockComment(manager, articleId, commentId);
    if (!comment || comment.deleted_at) throw new NotFoundException(EngagementErrors.commentNotFound);

    await this.engagement.hideComment(manager, commentId, reason);
    if (comment.held_reason === REPORTS_HOLD) await this.engagement.releaseReportHold(manager, commentId);
    if (isCounted(comment)) await this.addToCount(manager, articleId, -1);
    await this.audit.record(
      {
        actorId: moderator.id,
        targetUserId: comment.author_id,
        action: 'moderation.comment.hidden',
        details: { articleId, commentId },
        note: reason,
      },
      manager,
    );
  }

  /**
   * Holds a visible comment because members reported it: from then on only its author and moderators see
   * it, and it is not counted, until a moderator decides. False when it was already held, hidden or deleted.
   */
  async holdForReports(manager: EntityManager, commentId: number): Promise<boolean> {
    const held = await this.engagement.holdForReports(manager, commentId);
    if (!held) return false;
    await this.addToCount(manager, held.article_id, -1);
    await this.audit.record(
      {
        actorId: null,
        targetUserId: held.author_id,
        action: 'comment.held',
        details: { articleId: held.article_id, commentId, reason: REPORTS_HOLD },
      },
      manager,
    );
    return true;
  }

  /** Ends a hold made by reports (the reports were dismissed); the comment is counted again if visible. */
  async releaseReportHold(manager: EntityManager, commentId: number): Promise<void> {
    const released = await this.engagement.releaseReportHold(manager, commentId);
    if (released && !released.hidden && !released.deleted) await this.addToCount(manager, released.article_id, 1);
  }

  /** Moderators and admins show a hidden comment again (audited); a comment that is not hidden is left as it is. */
  async unhide(articleId: number, commentId: number, moderator: UserRecord): Promise<CommentDto> {
    return this.dataSource.transaction(async (manager) => {
      const comment = await this.engagement.lockComment(manager, articleId, commentId);
      if (!comment || comment.deleted_at) throw new NotFoundException(EngagementErrors.commentNotFound);
      if (comment.hidden_at) {
        await this.engagement.unhideComment(manager, commentId);
        if (isCounted({ ...comment, hidden_at: null })) await this.addToCount(manager, articleId, 1);
        await this.audit.record(
          {
            actorId: moderator.id,
            targetUserId: comment.author_id,
            action: 'moderation.comment.unhidden',
            details: { articleId, commentId },
          },
          manager,
        );
        await this.recordReversal(manager, articleId, commentId, 'hidden');
      }
      return this.readBack(manager, commentId, moderator);
    });
  }

  /**
   * The top-level comment a reply joins (the parent itself, or the parent's own parent) and the author
   * of the comment answered. A held comment takes no replies until it is approved (those who cannot see
   * it are told it does not exist).
   */
  private async threadOf(
    manager: EntityManager,
    articleId: number,
    parentId: number,
    replier: UserRecord,
  ): Promise<{ threadId: number; repliedToAuthorId: string }> {
    const parent = await this.engagement.lockComment(manager, articleId, parentId);
    if (!parent || parent.deleted_at) throw new NotFoundException(EngagementErrors.parentNotFound);
    if (parent.held_reason) {
      if (parent.author_id !== replier.id && !isModerator(replier)) {
        throw new NotFoundException(EngagementErrors.parentNotFound);
      }
      throw new ConflictException(EngagementErrors.parentHeld);
    }
    return { threadId: parent.parent_id ?? parentId, repliedToAuthorId: parent.author_id };
  }

  /** True for the author's own comment; moderators and admins may act on any. */
  /** Where a comment is, in the public log's words: its article's title and link, and its private key. */
  private async publicPlaceOf(manager: EntityManager, articleId: number, commentId: number) {
    return {
      context: await this.engagement.articleTitle(manager, articleId),
      contextPath: `/article/${articleId}`,
      subjectKey: moderationSubjectKey('comment', commentId),
    };
  }

  /** A moderator's hide or deletion was reversed: the public log says so under the removal's category. */
  private async recordReversal(
    manager: EntityManager,
    articleId: number,
    commentId: number,
    reverses: 'hidden' | 'deleted',
  ): Promise<void> {
    const place = await this.publicPlaceOf(manager, articleId, commentId);
    await this.moderationLog.recordReversal({ subjectKind: 'comment', reverses, ...place }, manager);
  }

  private assertMayDelete(comment: LockedComment, caller: UserRecord, refusal: string): boolean {
    const own = comment.author_id === caller.id;
    if (!own && !isModerator(caller)) throw new ForbiddenException(refusal);
    return own;
  }

  private async readBack(manager: EntityManager, commentId: number, reader: UserRecord): Promise<CommentDto> {
    const row = await this.engagement.commentById(manager, commentId);
    if (!row) throw new NotFoundException(EngagementErrors.commentNotFound);
    return toDto(row, isModerator(reader));
  }

  private async addToCount(manager: EntityManager, articleId: number, delta: 1 | -1): Promise<void> {
    const updated = await this.engagement.addToCommentCount(manager, articleId, delta);
    if (!updated) throw new NotFoundException(EngagementErrors.articleNotFound);
  }
}
