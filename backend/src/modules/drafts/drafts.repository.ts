import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import type { StoredReference } from '@irl/shared';

export interface DraftRow {
  article_id: number | null;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  references: StoredReference[] | null;
  updated_at: Date;
}

export interface DraftFields {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  references: StoredReference[] | null;
}

const COLUMNS = `"article_id", "title", "excerpt", "content", "category", "tags", "references", "updated_at"`;

/** The SQL of article_drafts: one row per (user, article), article null for the new-article form. */
@Injectable()
export class DraftsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  async find(userId: string, articleId: number | null): Promise<DraftRow | undefined> {
    const [row] = await this.manager().query<DraftRow[]>(
      `SELECT ${COLUMNS} FROM "article_drafts" WHERE "user_id" = $1 AND "article_id" IS NOT DISTINCT FROM $2::int`,
      [userId, articleId],
    );
    return row;
  }

  /** Inserts or overwrites (the unique index treats the null article as one key). */
  async upsert(userId: string, articleId: number | null, fields: DraftFields): Promise<DraftRow> {
    const [row] = await returnedRows<DraftRow>(
      this.manager(),
      `INSERT INTO "article_drafts" ("user_id", "article_id", "title", "excerpt", "content", "category", "tags", "references")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)
       ON CONFLICT ("user_id", "article_id") DO UPDATE SET
         "title" = EXCLUDED."title", "excerpt" = EXCLUDED."excerpt", "content" = EXCLUDED."content",
         "category" = EXCLUDED."category", "tags" = EXCLUDED."tags",
         "references" = EXCLUDED."references", "updated_at" = now()
       RETURNING ${COLUMNS}`,
      [
        userId,
        articleId,
        fields.title,
        fields.excerpt,
        fields.content,
        fields.category,
        fields.tags,
        fields.references === null ? null : JSON.stringify(fields.references),
      ],
    );
    return row;
  }

  async remove(userId: string, articleId: number | null, transaction?: EntityManager): Promise<void> {
    await this.manager(transaction).query(
      `DELETE FROM "article_drafts" WHERE "user_id" = $1 AND "article_id" IS NOT DISTINCT FROM $2::int`,
      [userId, articleId],
    );
  }

  // --- account merge
}
