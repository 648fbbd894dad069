import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
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
import type { CommentPageDto, HeldCommentPageDto } from './dto/comment-page.dto.js';
import type { CommentDto, HeldCommentDto } from './dto/comment.dto.js';
import {
  DEFAULT_COMMENT_PAGE_SIZE,
  type ListCommentsQuery,
  type ListHeldCommentsQuery,
} from './dto/list-comments.query.js';
import { SecuritySettingsService } from '../security-settings/security-settings.service.js';
import { EngagementErrors } from './engagement.errors.js';
import { EngagementRepository, type CommentRow, type HeldCommentRow } from './engagement.repository.js';

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

const toDto = (row: CommentRow): CommentDto =>
  toCommentDto(
    {
      id: row.id,
      articleId: row.article_id,
      content: row.content,
      createdAt: row.created_at,
      heldReason: row.held_reason,
    },
    commenterOf(row),
  );

const toHeldDto = (row: HeldCommentRow): HeldCommentDto => ({ ...toDto(row), articleTitle: row.article_title });

/**
 * Comments: plain text, oldest first. articles.comment_count moves with every insert and delete in
 * the same transaction. Authors delete their own comments; moderators and admins delete any.
 * The security settings may hold a member's new comment (link spam, or an account younger than a
 * day): it is then seen only by its author and moderators, is not counted and notifies nobody until
 * a moderator approves it (or deletes it).
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly engagement: EngagementRepository,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly security: SecuritySettingsService,
  ) {}

  /** Keyset-paginated by (created_at, id): two queries whatever the page size. */
  async list(articleId: number, query: ListCommentsQuery, viewer?: User): Promise<CommentPageDto> {
    const limit = pageLimit(query, DEFAULT_COMMENT_PAGE_SIZE);
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
    const after = cursor && { at: cursor.at, id: cursorIntId(cursor.key) };
    const total = await this.engagement.commentCount(articleId);
    if (total === null) throw new NotFoundException(EngagementErrors.articleNotFound);
    const rows = await this.engagement.commentsPage(articleId, limit, after, {
      viewerId: viewer?.id ?? null,
      allHeld: viewer ? roleIncludes(viewer.role, UserRole.Moderator) : false,
    });
    const page = toPage(rows, limit, toDto, (last) => encodeTimeCursor({ at: last.position, key: String(last.id) }));
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

  /** Publishes a held comment: counted, its article's author notified, the approval audited. */
  async approve(commentId: number, moderator: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const comment = await this.engagement.releaseHeldComment(manager, commentId);
      if (!comment) throw new NotFoundException(EngagementErrors.heldCommentNotFound);
      await this.addToCount(manager, comment.article_id, 1);
      await this.audit.record(
        {
          actorId: moderator.id,
          targetUserId: comment.author_id,
          action: 'moderation.comment.approved',
          details: { articleId: comment.article_id, commentId },
        },
        manager,
      );
      await this.notifyArticleAuthor(manager, comment.article_id, comment.author_id, commentId, comment.content);
    });
  }

  async create(articleId: number, author: User, content: string): Promise<CommentDto> {
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
      const comment = await this.engagement.insertComment(manager, {
        articleId,
        authorId: author.id,
        content,
        heldReason,
      });
      await this.audit.record(
        {
          actorId: author.id,
          action: heldReason ? 'comment.held' : 'comment.created',
          details: { articleId, commentId: comment.id, ...(heldReason ? { reason: heldReason } : {}) },
        },
        manager,
      );
      if (!heldReason) await this.notifyArticleAuthor(manager, articleId, author.id, comment.id, content);
      return toCommentDto({ id: comment.id, articleId, content, createdAt: comment.created_at, heldReason }, author);
    });
  }

  private notifyArticleAuthor(
    manager: EntityManager,
    articleId: number,
    actorId: string,
    commentId: number,
    content: string,
  ): Promise<void> {
    return this.notifications.notifyArticleAuthor(manager, {
      articleId,
      actorId,
      kind: NotificationKind.ArticleComment,
      reference: `comment:${commentId}`,
      title: '{actor} commented on {article}',
      body: content,
    });
  }

  async delete(articleId: number, commentId: number, caller: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const comment = await this.engagement.lockComment(manager, articleId, commentId);
      if (!comment) throw new NotFoundException(EngagementErrors.commentNotFound);
      const own = comment.author_id === caller.id;
      if (!own && !roleIncludes(caller.role, UserRole.Moderator)) {
        throw new ForbiddenException(EngagementErrors.deleteOthersComment);
      }

      await this.engagement.deleteComment(manager, commentId);
      if (comment.held_reason === null) await this.addToCount(manager, articleId, -1);
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

  private async addToCount(manager: EntityManager, articleId: number, delta: 1 | -1): Promise<void> {
    const updated = await this.engagement.addToCommentCount(manager, articleId, delta);
    if (!updated) throw new NotFoundException(EngagementErrors.articleNotFound);
  }
}
