import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, LessThan, LessThanOrEqual, Repository } from 'typeorm';
import type { UserRole } from '../users/entities/user-role.js';
import type { User } from '../users/entities/user.entity.js';
import { toAuthorDto } from './article.mapper.js';
import { htmlToLines } from './article-text.js';
import {
  REVISION_FIELDS,
  type ArticleRevisionDetailDto,
  type ArticleRevisionDto,
  type ArticleRevisionSummaryDto,
} from './dto/article-revision.dto.js';
import { ArticleRevision } from './entities/article-revision.entity.js';
import { Article } from './entities/article.entity.js';
import { diffLines } from './line-diff.js';
import { changedFields, revisionSummary } from './revision-changes.js';

interface RevisionListRow {
  id: number;
  number: string;
  created_at: Date;
  title: string;
  title_changed: boolean;
  excerpt_changed: boolean;
  content_changed: boolean;
  category_changed: boolean;
  tags_changed: boolean;
  editor_id: string | null;
  editor_username: string | null;
  editor_display_name: string | null;
  editor_first_name: string | null;
  editor_last_name: string | null;
  editor_email: string | null;
  editor_show_real_name: boolean | null;
  editor_display_name_preference: string | null;
  editor_role: UserRole | null;
  editor_profile_image_url: string | null;
}

/** The version history of articles. */
@Injectable()
export class ArticleRevisionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(ArticleRevision) private readonly revisions: Repository<ArticleRevision>,
    @InjectRepository(Article) private readonly articles: Repository<Article>,
  ) {}

  /** Every version, newest first, with what changed from the one before: two queries. */
  async list(articleId: number): Promise<ArticleRevisionSummaryDto[]> {
    await this.assertArticleExists(articleId);
    // What changed is worked out in SQL (lag over the article's versions): no body is loaded.
    const rows = await this.dataSource.query<RevisionListRow[]>(
      `SELECT r."id", row_number() OVER w AS "number", r."created_at", r."title",
         r."title" IS DISTINCT FROM lag(r."title") OVER w AS "title_changed",
         r."excerpt" IS DISTINCT FROM lag(r."excerpt") OVER w AS "excerpt_changed",
         r."content" IS DISTINCT FROM lag(r."content") OVER w AS "content_changed",
         r."category" IS DISTINCT FROM lag(r."category") OVER w AS "category_changed",
         r."tags" IS DISTINCT FROM lag(r."tags") OVER w AS "tags_changed",
         u."id" AS "editor_id", u."username" AS "editor_username", u."display_name" AS "editor_display_name",
         u."first_name" AS "editor_first_name", u."last_name" AS "editor_last_name", u."email" AS "editor_email",
         u."show_real_name" AS "editor_show_real_name",
         u."display_name_preference" AS "editor_display_name_preference",
         u."role" AS "editor_role", u."profile_image_url" AS "editor_profile_image_url"
       FROM "article_revisions" r LEFT JOIN "users" u ON u."id" = r."editor_id"
       WHERE r."article_id" = $1
       WINDOW w AS (ORDER BY r."id")
       ORDER BY r."id" DESC`,
      [articleId],
    );
    return rows.map((row) => {
      const number = Number(row.number);
      const changed = number === 1 ? [] : REVISION_FIELDS.filter((field) => row[`${field}_changed`]);
      return {
        id: row.id,
        number,
        editor: row.editor_id ? toAuthorDto(editorFromRow(row)) : null,
        createdAt: row.created_at.toISOString(),
        title: row.title,
        changedFields: changed,
        summary: revisionSummary(number, changed),
      };
    });
  }

  /** One version with the version before it and a line diff of the body text between them. */
  async get(articleId: number, revisionId: number): Promise<ArticleRevisionDetailDto> {
    const revision = await this.revisions.findOne({
      where: { id: revisionId, articleId },
      relations: { editor: true },
    });
    if (!revision) {
      await this.assertArticleExists(articleId);
      throw new NotFoundException('Revision Not Found');
    }
    const [previous, number] = await Promise.all([
      this.revisions.findOne({
        where: { articleId, id: LessThan(revisionId) },
        order: { id: 'DESC' },
        relations: { editor: true },
      }),
      this.revisions.count({ where: { articleId, id: LessThanOrEqual(revisionId) } }),
    ]);
    return {
      revision: toRevisionDto(revision, number),
      previous: previous ? toRevisionDto(previous, number - 1) : null,
      changedFields: previous ? changedFields(previous, revision) : [],
      diff: diffLines(previous ? htmlToLines(previous.content) : [], htmlToLines(revision.content)),
    };
  }

  private async assertArticleExists(articleId: number): Promise<void> {
    if (!(await this.articles.exists({ where: { id: articleId } }))) throw new NotFoundException('Article Not Found');
  }
}

function toRevisionDto(revision: ArticleRevision, number: number): ArticleRevisionDto {
  return {
    id: revision.id,
    number,
    articleId: revision.articleId,
    editor: revision.editor ? toAuthorDto(revision.editor) : null,
    createdAt: revision.createdAt.toISOString(),
    title: revision.title,
    excerpt: revision.excerpt,
    content: revision.content,
    category: revision.category,
    tags: revision.tags,
  };
}

function editorFromRow(row: RevisionListRow): User {
  return {
    id: row.editor_id,
    username: row.editor_username,
    displayName: row.editor_display_name,
    firstName: row.editor_first_name,
    lastName: row.editor_last_name,
    email: row.editor_email,
    showRealName: row.editor_show_real_name,
    displayNamePreference: row.editor_display_name_preference,
    role: row.editor_role,
    profileImageUrl: row.editor_profile_image_url,
  } as User;
}
