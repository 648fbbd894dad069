import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BaseRepository } from '../../database/base.repository.js';

export interface SitemapRows {
  articles: { id: number; lastmod: Date }[];
  tags: string[];
  archiveEntries: { type: string; slug: string; lastmod: Date }[];
}

/** The sitemap's read model over the public tables (articles, their tags, archive entries). */
@Injectable()
export class SyndicationRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** At most `limit` rows of each kind, newest first (three statements). */
  async sitemapRows(limit: number): Promise<SitemapRows> {
    const articles = await this.manager().query<{ id: number; lastmod: Date }[]>(
      `SELECT "id", coalesce("edited_at", "created_at") AS "lastmod" FROM "articles"
       ORDER BY "created_at" DESC, "id" DESC LIMIT $1`,
      [limit],
    );
    const tags = await this.manager().query<{ tag: string }[]>(
      `SELECT DISTINCT t."tag" FROM "articles" a CROSS JOIN LATERAL unnest(a."tags") AS t("tag")
       ORDER BY t."tag" LIMIT $1`,
      [limit],
    );
    const archiveEntries = await this.manager().query<{ type: string; slug: string; lastmod: Date }[]>(
      `SELECT "type", "slug", "updated_at" AS "lastmod" FROM "archive_entries"
       ORDER BY "updated_at" DESC, "id" DESC LIMIT $1`,
      [limit],
    );
    return { articles, tags: tags.map((row) => row.tag), archiveEntries };
  }
}
