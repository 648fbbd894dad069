import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThan, LessThanOrEqual, type EntityManager } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import type { UserRole } from '../users/user-role.js';
import { ArticleRevision } from './entities/article-revision.entity.js';

export interface RevisionListRow {
  id: number;
  number: string;
  created_at: Date;
  title: string;
  title_changed: boolean;
  excerpt_changed: boolean;
  content_changed: boolean;
  category_changed: boolean;
  tags_changed: boolean;
  references_changed: boolean;
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

/** The SQL of article versions. */
@Injectable()
export class ArticleRevisionsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** Every version, newest first, with what changed from the one before (worked out in SQL: no body is loaded). */
  listWithChanges(articleId: number): Promise<RevisionListRow[]> {
    return this.manager().query<RevisionListRow[]>(
      `SELECT r."id", row_number() OVER w AS "number", r."created_at", r."title",
         r."title" IS DISTINCT FROM lag(r."title") OVER w AS "title_changed",
         r."excerpt" IS DISTINCT FROM lag(r."excerpt") OVER w AS "excerpt_changed",
         r."content" IS DISTINCT FROM lag(r."content") OVER w AS "content_changed",
         r."category" IS DISTINCT FROM lag(r."category") OVER w AS "category_changed",
         r."tags" IS DISTINCT FROM lag(r."tags") OVER w AS "tags_changed",
         r."references" IS DISTINCT FROM lag(r."references") OVER w AS "references_changed",
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
  }

  findWithEditor(articleId: number, revisionId: number): Promise<ArticleRevision | null> {
    return this.manager()
      .getRepository(ArticleRevision)
      .findOne({ where: { id: revisionId, articleId }, relations: { editor: true } });
  }

  /** The version before `revisionId`, with its editor. */
  findPrevious(articleId: number, revisionId: number): Promise<ArticleRevision | null> {
    return this.manager()
      .getRepository(ArticleRevision)
      .findOne({ where: { articleId, id: LessThan(revisionId) }, order: { id: 'DESC' }, relations: { editor: true } });
  }

  /** The number of a version: how many versions of the article there are up to it. */
  numberOf(articleId: number, revisionId: number): Promise<number> {
    return this.manager()
      .getRepository(ArticleRevision)
      .count({ where: { articleId, id: LessThanOrEqual(revisionId) } });
  }

  /** Account merge: versions the source edited are credited to the target. How many moved. */
  moveEditor(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'article_revisions', 'editor_id', pair);
  }
}
