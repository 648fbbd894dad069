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
import type { CommentPageDto } from './dto/comment-page.dto.js';
import type { CommentDto } from './dto/comment.dto.js';
import { DEFAULT_COMMENT_PAGE_SIZE, type ListCommentsQuery } from './dto/list-comments.query.js';
import { EngagementErrors } from './engagement.errors.js';
import { EngagementRepository, type CommentRow } from './engagement.repository.js';

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
    { id: row.id, articleId: row.article_id, content: row.content, createdAt: row.created_at },
    commenterOf(row),
  );

/**
 * Comments: plain text, oldest first. articles.comment_count moves with every insert and delete in
 * the same transaction. Authors delete their own comments; moderators and admins delete any.
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
  async list(articleId: number, query: ListCommentsQuery): Promise<CommentPageDto> {
    const limit = pageLimit(query, DEFAULT_COMMENT_PAGE_SIZE);
    const cursor = query.cursor ? decodeTimeCursor(query.cursor) : undefined;
    const after = cursor && { at: cursor.at, id: cursorIntId(cursor.key) };
    const total = await this.engagement.commentCount(articleId);
    if (total === null) throw new NotFoundException(EngagementErrors.articleNotFound);
    const rows = await this.engagement.commentsPage(articleId, limit, after);
    const page = toPage(rows, limit, toDto, (last) => encodeTimeCursor({ at: last.position, key: String(last.id) }));
    return { ...page, total };
  }

  async create(articleId: number, author: User, content: string): Promise<CommentDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.addToCount(manager, articleId, 1);
      const comment = await this.engagement.insertComment(manager, { articleId, authorId: author.id, content });
      await this.audit.record(
        { actorId: author.id, action: 'comment.created', details: { articleId, commentId: comment.id } },
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
      return toCommentDto({ id: comment.id, articleId, content, createdAt: comment.created_at }, author);
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
      await this.addToCount(manager, articleId, -1);
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
