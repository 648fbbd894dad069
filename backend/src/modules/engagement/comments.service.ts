import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { roleIncludes } from '../../common/auth/role-rank.js';
import { decodeCursor, encodeCursor } from '../../common/pagination/cursor.js';
import { AuditService } from '../audit/audit.service.js';
import { UserRole } from '../users/entities/user-role.js';
import type { User } from '../users/entities/user.entity.js';
import { toCommentDto, type CommenterFields } from './comment.mapper.js';
import type { CommentPageDto } from './dto/comment-page.dto.js';
import type { CommentDto } from './dto/comment.dto.js';
import { DEFAULT_COMMENT_PAGE_SIZE, type ListCommentsQuery } from './dto/list-comments.query.js';
import { ARTICLE_NOT_FOUND, COMMENT_NOT_FOUND, DELETE_OTHERS_COMMENT_MESSAGE } from './engagement.messages.js';
import { returnedRows } from './returned-rows.js';

interface CommentRow {
  id: number;
  article_id: number;
  content: string;
  created_at: Date;
  /** created_at with PostgreSQL's microseconds, for the cursor (a Date keeps only milliseconds). */
  position: string;
  user_id: string;
  username: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  show_real_name: boolean;
  display_name_preference: string;
  role: UserRole;
  profile_image_url: string | null;
}

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
    private readonly audit: AuditService,
  ) {}

  /** Keyset-paginated by (created_at, id): two queries whatever the page size. */
  async list(articleId: number, query: ListCommentsQuery): Promise<CommentPageDto> {
    const limit = query.limit ?? DEFAULT_COMMENT_PAGE_SIZE;
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    const [article] = await this.dataSource.query<{ comment_count: number }[]>(
      `SELECT "comment_count" FROM "articles" WHERE "id" = $1`,
      [articleId],
    );
    if (!article) throw new NotFoundException(ARTICLE_NOT_FOUND);

    const parameters: unknown[] = [articleId, limit + 1];
    let after = '';
    if (cursor) {
      parameters.push(cursor.createdAt, cursor.id);
      after = `AND (c."created_at", c."id") > ($3::timestamptz, $4::int)`;
    }
    const rows = await this.dataSource.query<CommentRow[]>(
      `SELECT c."id", c."article_id", c."content", c."created_at",
              to_char(c."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "position",
              u."id" AS "user_id", u."username", u."email", u."first_name", u."last_name", u."show_real_name",
              u."display_name_preference", u."role", u."profile_image_url"
       FROM "article_comments" c
       JOIN "users" u ON u."id" = c."author_id"
       WHERE c."article_id" = $1 ${after}
       ORDER BY c."created_at", c."id"
       LIMIT $2`,
      parameters,
    );

    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null;
    return { items: items.map(toDto), nextCursor, total: article.comment_count };
  }

  async create(articleId: number, author: User, content: string): Promise<CommentDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.addToCount(manager, articleId, 1);
      const [comment] = await returnedRows<{ id: number; created_at: Date }>(
        manager,
        `INSERT INTO "article_comments" ("article_id", "author_id", "content") VALUES ($1, $2, $3)
         RETURNING "id", "created_at"`,
        [articleId, author.id, content],
      );
      await this.audit.record(
        { actorId: author.id, action: 'comment.created', details: { articleId, commentId: comment.id } },
        manager,
      );
      return toCommentDto({ id: comment.id, articleId, content, createdAt: comment.created_at }, author);
    });
  }

  async delete(articleId: number, commentId: number, caller: User): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [comment] = await returnedRows<{ author_id: string; content: string }>(
        manager,
        `SELECT "author_id", "content" FROM "article_comments" WHERE "id" = $1 AND "article_id" = $2 FOR UPDATE`,
        [commentId, articleId],
      );
      if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
      const own = comment.author_id === caller.id;
      if (!own && !roleIncludes(caller.role, UserRole.Moderator)) {
        throw new ForbiddenException(DELETE_OTHERS_COMMENT_MESSAGE);
      }

      await manager.query(`DELETE FROM "article_comments" WHERE "id" = $1`, [commentId]);
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
    const updated = await returnedRows(
      manager,
      `UPDATE "articles" SET "comment_count" = "comment_count" + $2 WHERE "id" = $1 RETURNING "id"`,
      [articleId, delta],
    );
    if (updated.length === 0) throw new NotFoundException(ARTICLE_NOT_FOUND);
  }
}
