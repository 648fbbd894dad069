import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
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
import type { User } from '../users/entities/user.entity.js';
import { toCommentDto, type CommenterFields } from './comment.mapper.js';
import type { CommentPageDto } from './dto/comment-page.dto.js';
import type { CommentDto } from './dto/comment.dto.js';
import { DEFAULT_COMMENT_PAGE_SIZE, type ListCommentsQuery } from './dto/list-comments.query.js';
import { EngagementErrors } from './engagement.errors.js';
import { EngagementRepository, type CommentRow, type LockedComment } from './engagement.repository.js';

/**
 * How long a deleted comment can be restored. The undo toast shows for less than this, so an Undo
 * pressed at its last moment still arrives in time.
 */
export const COMMENT_UNDO_SECONDS = 30;

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
    },
    commenterOf(row),
    readerIsModerator,
  );

const isModerator = (user: User | undefined) => !!user && roleIncludes(user.role, UserRole.Moderator);
/** Counted comments: neither deleted nor hidden. */
const isCounted = (comment: Pick<LockedComment, 'deleted_at' | 'hidden_at'>) =>
  !comment.deleted_at && !comment.hidden_at;

/**
 * Comments: plain text, oldest first, with one level of replies. articles.comment_count counts the
 * comments readers see (neither deleted nor hidden) and moves in the same transaction as each change.
 * Authors delete their own comments; moderators and admins delete any and hide any with a reason.
 * A deletion is soft, so it can be undone for COMMENT_UNDO_SECONDS.
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly engagement: EngagementRepository,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  /** Keyset-paginated by (created_at, id): two queries whatever the page size. */
  async list(articleId: number, query: ListCommentsQuery, reader?: User): Promise<CommentPageDto> {
    const limit = pageLimit(query, DEFAULT_COMMENT_PAGE_SIZE);
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
    const after = cursor && { at: cursor.at, id: cursorIntId(cursor.key) };
    const total = await this.engagement.commentCount(articleId);
    if (total === null) throw new NotFoundException(EngagementErrors.articleNotFound);
    const rows = await this.engagement.commentsPage(articleId, limit, after);
    const moderator = isModerator(reader);
    const page = toPage(
      rows,
      limit,
      (row) => toDto(row, moderator),
      (last) => encodeTimeCursor({ at: last.position, key: String(last.id) }),
    );
    return { ...page, total };
  }

  async create(articleId: number, author: User, content: string, replyTo?: number): Promise<CommentDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.addToCount(manager, articleId, 1);
      const parentId = replyTo === undefined ? null : await this.threadOf(manager, articleId, replyTo);
      const comment = await this.engagement.insertComment(manager, {
        articleId,
        authorId: author.id,
        content,
        parentId,
      });
      await this.audit.record(
        { actorId: author.id, action: 'comment.created', details: { articleId, commentId: comment.id, parentId } },
        manager,
      );
      await this.notifications.notifyArticleAuthor(manager, {
        articleId,
        actorId: author.id,
        kind: NotificationKind.ArticleComment,
        reference: `comment:${comment.id}`,
        title: '{actor} commented on {article}',
        body: content,
      });
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
        },
        author,
        isModerator(author),
      );
    });
  }

  /** Soft delete: the row stays (without being shown) so the deletion can be undone for a while. */
  async delete(articleId: number, commentId: number, caller: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const comment = await this.engagement.lockComment(manager, articleId, commentId);
      if (!comment || comment.deleted_at) throw new NotFoundException(EngagementErrors.commentNotFound);
      const own = this.assertMayDelete(comment, caller, EngagementErrors.deleteOthersComment);

      await this.engagement.markCommentDeleted(manager, commentId, true);
      if (isCounted(comment)) await this.addToCount(manager, articleId, -1);
      await this.audit.record(
        own
          ? { actorId: caller.id, action: 'comment.deleted', details: { articleId, commentId } }
          : {
              // A moderator's removal keeps the text, so an admin can review what was taken down.
              actorId: caller.id,
              targetUserId: comment.author_id,
              action: 'moderation.comment.deleted',
              details: { articleId, commentId, content: comment.content },
            },
        manager,
      );
    });
  }

  /** Undoes a deletion within COMMENT_UNDO_SECONDS; whoever may delete the comment may restore it. */
  async restore(articleId: number, commentId: number, caller: User): Promise<CommentDto> {
    return this.dataSource.transaction(async (manager) => {
      const comment = await this.engagement.lockComment(manager, articleId, commentId, COMMENT_UNDO_SECONDS);
      if (!comment || !comment.deleted_at) throw new NotFoundException(EngagementErrors.commentNotFound);
      const own = this.assertMayDelete(comment, caller, EngagementErrors.restoreOthersComment);
      if (!comment.undoable) throw new ConflictException(EngagementErrors.undoExpired);

      await this.engagement.markCommentDeleted(manager, commentId, false);
      if (!comment.hidden_at) await this.addToCount(manager, articleId, 1);
      await this.audit.record(
        {
          actorId: caller.id,
          targetUserId: own ? null : comment.author_id,
          action: own ? 'comment.restored' : 'moderation.comment.restored',
          details: { articleId, commentId },
        },
        manager,
      );
      return this.readBack(manager, commentId, caller);
    });
  }

  /** Moderators and admins hide a comment with a reason (audited); hiding again only updates the reason. */
  async hide(articleId: number, commentId: number, reason: string, moderator: User): Promise<CommentDto> {
    return this.dataSource.transaction(async (manager) => {
      const comment = await this.engagement.lockComment(manager, articleId, commentId);
      if (!comment || comment.deleted_at) throw new NotFoundException(EngagementErrors.commentNotFound);

      await this.engagement.hideComment(manager, commentId, reason);
      if (isCounted(comment)) await this.addToCount(manager, articleId, -1);
      await this.audit.record(
        {
          actorId: moderator.id,
          targetUserId: comment.author_id,
          action: 'moderation.comment.hidden',
          details: { articleId, commentId, reason, content: comment.content },
        },
        manager,
      );
      return this.readBack(manager, commentId, moderator);
    });
  }

  /** The top-level comment a reply joins: the parent itself, or the parent's own parent. */
  private async threadOf(manager: EntityManager, articleId: number, parentId: number): Promise<number> {
    const parent = await this.engagement.lockComment(manager, articleId, parentId);
    if (!parent || parent.deleted_at) throw new NotFoundException(EngagementErrors.parentNotFound);
    return parent.parent_id ?? parentId;
  }

  /** True for the author's own comment; moderators and admins may act on any. */
  private assertMayDelete(comment: LockedComment, caller: User, refusal: string): boolean {
    const own = comment.author_id === caller.id;
    if (!own && !isModerator(caller)) throw new ForbiddenException(refusal);
    return own;
  }

  private async readBack(manager: EntityManager, commentId: number, reader: User): Promise<CommentDto> {
    const row = await this.engagement.commentById(manager, commentId);
    if (!row) throw new NotFoundException(EngagementErrors.commentNotFound);
    return toDto(row, isModerator(reader));
  }

  private async addToCount(manager: EntityManager, articleId: number, delta: 1 | -1): Promise<void> {
    const updated = await this.engagement.addToCommentCount(manager, articleId, delta);
    if (!updated) throw new NotFoundException(EngagementErrors.articleNotFound);
  }
}
