import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isForeignKeyViolation } from '../../database/postgres-errors.js';
import { sanitizeArticleHtml } from '../articles/article-html.js';
import { toStoredReference } from '../articles/references/reference-format.js';
import type { ArticleDraftDto, ArticleDraftStateDto } from './dto/article-draft.dto.js';
import type { SaveArticleDraftDto } from './dto/save-article-draft.dto.js';
import { DraftErrors } from './drafts.errors.js';
import { DraftsRepository, type DraftRow } from './drafts.repository.js';

const toDto = (row: DraftRow): ArticleDraftDto => ({
  articleId: row.article_id,
  title: row.title,
  excerpt: row.excerpt,
  content: row.content,
  category: row.category,
  tags: row.tags,
  references: row.references,
  updatedAt: row.updated_at.toISOString(),
});

/**
 * The editor's autosaved drafts: private to their writer, one per form (new article, or one
 * article's edit form). Saving overwrites; publishing or saving the article discards it in the same
 * transaction (DraftsArticleSavedListener calls `discard`).
 */
@Injectable()
export class DraftsService {
  constructor(private readonly drafts: DraftsRepository) {}

  async find(userId: string, articleId: number | null): Promise<ArticleDraftStateDto> {
    const row = await this.drafts.find(userId, articleId);
    return { draft: row ? toDto(row) : null };
  }

  async save(userId: string, articleId: number | null, input: SaveArticleDraftDto): Promise<ArticleDraftDto> {
    try {
      const row = await this.drafts.upsert(userId, articleId, {
        title: input.title,
        excerpt: input.excerpt,
        content: sanitizeArticleHtml(input.content),
        category: input.category,
        tags: input.tags,
        references: input.references ? input.references.map(toStoredReference) : null,
      });
      return toDto(row);
    } catch (error) {
      // The article does not exist (or was deleted while saving).
      if (isForeignKeyViolation(error)) throw new NotFoundException(DraftErrors.articleNotFound);
      throw error;
    }
  }

  /** Removes the draft, if any (inside the caller's transaction when given). */
  discard(userId: string, articleId: number | null, manager?: EntityManager): Promise<void> {
    return this.drafts.remove(userId, articleId, manager);
  }
}
