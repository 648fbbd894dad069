import { Injectable, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  EDIT_POINTS_PER_ARTICLE_PER_DAY,
  POINTS_FOR_EDIT,
  POINTS_FOR_POST,
  type ModerationReasonCategory,
} from '@irl/shared';
import { AuditService } from '../audit/audit.service.js';
import { ModerationLogService, moderationSubjectKey } from '../moderation-log/moderation-log.service.js';
import { PointsService } from '../points/points.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { sanitizeArticleHtml } from './article-html.js';
import { citedNumbers, toStoredReference } from './references/reference-format.js';
import { assertCanDelete, assertCanEdit } from './article-permissions.js';
import { RegisterArticleSavedListener, type ArticleSavedListener } from './article-saved.js';
import { RegisterArticleDeletedListener, type ArticleDeletedListener } from './article-deleted.js';
import { ArticleErrors } from './articles.errors.js';
import { ArticlesRepository } from './articles.repository.js';
import { ArticlesService } from './articles.service.js';
import type { ArticleDto } from './dto/article.dto.js';
import type { CreateArticleDto } from './dto/create-article.dto.js';
import type { UpdateArticleDto } from './dto/update-article.dto.js';
import type { Article } from './entities/article.entity.js';
import type { RevisionField } from './dto/article-revision.dto.js';
import { changedFields, TEXT_FIELDS, type ArticleFields } from './revision-changes.js';

// Points for writing (shared with the points page): a new article, an edit of its title or body (capped per
// article per UTC day).
export { EDIT_POINTS_PER_ARTICLE_PER_DAY, POINTS_FOR_EDIT, POINTS_FOR_POST } from '@irl/shared';

/**
 * Writing articles. Each write is one transaction: the article, its revision, the author's or
 * editor's points and the audit entry commit together or not at all.
 */
@Injectable()
export class ArticleWriterService implements OnApplicationBootstrap {
  private savedListeners: ArticleSavedListener[] = [];
  private deletedListeners: ArticleDeletedListener[] = [];

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly articles: ArticlesService,
    private readonly repository: ArticlesRepository,
    private readonly points: PointsService,
    private readonly audit: AuditService,
    private readonly moderationLog: ModerationLogService,
    private readonly discovery: DiscoveryService,
  ) {}

  onApplicationBootstrap(): void {
    this.savedListeners = this.discovery
      .getProviders({ metadataKey: RegisterArticleSavedListener.KEY })
      .map((wrapper) => wrapper.instance as ArticleSavedListener)
      .sort((a, b) => a.constructor.name.localeCompare(b.constructor.name));
    this.deletedListeners = this.discovery
      .getProviders({ metadataKey: RegisterArticleDeletedListener.KEY })
      .map((wrapper) => wrapper.instance as ArticleDeletedListener)
      .sort((a, b) => a.constructor.name.localeCompare(b.constructor.name));
  }

  /** Deletes the (locked) article row after telling every listener, in the caller's transaction. */
  private async deleteArticleRow(manager: EntityManager, id: number): Promise<void> {
    for (const listener of this.deletedListeners) await listener.articleDeleting(manager, id);
    await this.repository.delete(manager, id);
  }

  private async articleSaved(manager: EntityManager, writerId: string, formArticleId: number | null): Promise<void> {
    for (const listener of this.savedListeners) await listener.articleSaved(manager, writerId, formArticleId);
  }

  async create(input: CreateArticleDto, author: SessionUser): Promise<ArticleDto> {
    const fields: ArticleFields = {
      title: input.title,
      excerpt: input.excerpt ?? null,
      content: sanitizeArticleHtml(input.content),
      category: input.category,
      tags: input.tags ?? [],
      references: (input.references ?? []).map(toStoredReference),
    };
    assertCitationsResolve(fields);
    const id = await this.dataSource.transaction(async (manager) => {
      const article = await this.repository.insert(manager, { ...fields, authorId: author.id });
      await this.recordRevision(manager, article.id, fieldsOf(article), author.id);
      // Published: the new-article form's autosaved draft has done its job (the drafts module discards it).
      await this.articleSaved(manager, author.id, null);
      await this.points.apply(manager, {
        userId: author.id,
        delta: POINTS_FOR_POST,
        reason: 'article.created',
        reference: `article:${article.id}`,
      });
      await this.audit.record(
        { actorId: author.id, action: 'article.created', details: { articleId: article.id } },
        manager,
      );
      return article.id;
    });
    return this.articles.findOne(id);
  }

  /** Saves the fields sent; a save that changes nothing adds no revision, points or audit entry. */
  async update(id: number, input: UpdateArticleDto, editor: SessionUser): Promise<ArticleDto> {
    await this.dataSource.transaction(async (manager) => {
      const article = await this.lockedArticle(manager, id);
      assertCanEdit(article, editor);
      const before = fieldsOf(article);
      const after: ArticleFields = {
        title: input.title ?? before.title,
        excerpt: input.excerpt !== undefined ? input.excerpt : before.excerpt,
        content: input.content !== undefined ? sanitizeArticleHtml(input.content) : before.content,
        category: input.category ?? before.category,
        tags: input.tags ?? before.tags,
        references: input.references !== undefined ? input.references.map(toStoredReference) : before.references,
      };
      assertCitationsResolve(after);
      // Saved (even unchanged): the editor's autosaved draft of this article has done its job (likewise).
      await this.articleSaved(manager, editor.id, id);
      await this.saveEdit(manager, article, after, editor.id);
    });
    return this.articles.findOne(id);
  }

  /**
   * Saves new values of a locked article as `editorId`'s edit: a revision, the "last edited" line when
   * the text changed, the edit point (capped) and the audit entry. Changes nothing, and answers [],
   * when no field differs. Used by the editor's save and by an accepted suggestion (credited to its
   * suggester), inside the caller's transaction.
   */
  async saveEdit(
    manager: EntityManager,
    article: Article,
    after: ArticleFields,
    editorId: string,
    auditDetails: Record<string, unknown> = {},
  ): Promise<RevisionField[]> {
    const id = article.id;
    const changed = changedFields(fieldsOf(article), after);
    if (changed.length === 0) return changed;

    await this.ensureFirstRevision(manager, article);
    const textChanged = changed.some((field) => TEXT_FIELDS.includes(field));
    await this.repository.updateFields(manager, id, after, textChanged ? { editorId } : null);
    await this.recordRevision(manager, id, after, editorId);
    if (changed.includes('title') || changed.includes('content')) {
      // Once per editor, article and UTC day: editing back and forth does not farm points.
      await this.points.applyCappedPerDay(
        manager,
        { userId: editorId, delta: POINTS_FOR_EDIT, reason: 'article.edited', reference: `article:${id}` },
        EDIT_POINTS_PER_ARTICLE_PER_DAY,
      );
    }
    await this.audit.record(
      {
        actorId: editorId,
        targetUserId: article.authorId === editorId ? null : article.authorId,
        action: 'article.updated',
        details: { articleId: id, changedFields: changed, ...auditDetails },
      },
      manager,
    );
    return changed;
  }

  /** Deletes an article (its revisions, likes, comments and views go with it). */
  /**
   * Deletes an article through the writer's own path: its author deletes it; an admin deletes someone else's
   * only with a reason (removeAsModerator), so here that is refused with 400.
   */
  async remove(id: number, actor: SessionUser): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const article = await this.lockedArticle(manager, id);
      assertCanDelete(article, actor);
      if (article.authorId !== actor.id) {
        throw new ValidationFailedException(
          [{ field: 'reasonCategory', reason: ArticleErrors.deleteOthersNeedsReason }],
          ArticleErrors.deleteOthersNeedsReason,
        );
      }
      await this.deleteArticleRow(manager, id);
      await this.audit.record({ actorId: actor.id, action: 'article.deleted', details: { articleId: id } }, manager);
    });
  }

  /**
   * An admin deletes any article with a reason: the note goes to the audit log, the category to the public
   * moderation log (without the title, which may be what was wrong).
   */
  async removeAsModerator(
    id: number,
    { reasonCategory, note }: { reasonCategory: ModerationReasonCategory; note: string },
    admin: SessionUser,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.removeWithin(manager, id, admin, note);
      await this.moderationLog.record(
        {
          subjectKind: 'article',
          action: 'deleted',
          source: 'moderator_review',
          reasonCategory,
          subjectKey: moderationSubjectKey('article', id),
        },
        manager,
      );
    });
  }

  /**
   * An admin's deletion of any article, inside the caller's transaction (the reports module deletes a
   * reported article with it, and records its own log line).
   */
  async removeWithin(manager: EntityManager, id: number, admin: SessionUser, note: string | null): Promise<void> {
    const article = await this.lockedArticle(manager, id);
    await this.deleteArticleRow(manager, id);
    await this.audit.record(
      {
        actorId: admin.id,
        targetUserId: article.authorId === admin.id ? null : article.authorId,
        action: 'admin.article.deleted',
        details: { articleId: id },
        note,
      },
      manager,
    );
  }

  /** The article, locked until the transaction ends (concurrent edits queue up; revisions stay in order). */
  async lockedArticle(manager: EntityManager, id: number): Promise<Article> {
    const article = await this.repository.findLocked(manager, id);
    if (!article) throw new NotFoundException(ArticleErrors.notFound);
    return article;
  }

  /**
   * Articles written by other means (demo content, imports) have no revision yet: their version
   * before the first edit becomes revision 1, saved by the author at the creation time.
   */
  async ensureFirstRevision(manager: EntityManager, article: Article): Promise<void> {
    if (await this.repository.hasRevision(manager, article.id)) return;
    await this.repository.insertRevision(manager, {
      articleId: article.id,
      editorId: article.authorId,
      ...fieldsOf(article),
      createdAt: article.createdAt,
    });
  }

  private async recordRevision(
    manager: EntityManager,
    articleId: number,
    fields: ArticleFields,
    editorId: string,
  ): Promise<void> {
    await this.repository.insertRevision(manager, { articleId, editorId, ...fields });
  }
}

export function fieldsOf(article: Article): ArticleFields {
  return {
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    tags: article.tags,
    references: article.references ?? [],
  };
}

/** Every citation marker of the body must name one of the references (400 naming content otherwise). */
function assertCitationsResolve(fields: Pick<ArticleFields, 'content' | 'references'>): void {
  const missing = citedNumbers(fields.content).filter((number) => number > fields.references.length);
  if (missing.length === 0) return;
  throw new ValidationFailedException([
    { field: 'content', reason: ArticleErrors.citationWithoutReference(missing, fields.references.length) },
  ]);
}
