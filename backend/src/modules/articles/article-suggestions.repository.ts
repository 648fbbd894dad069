import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AccountMergePair } from '../../common/account-merge/account-merge-step.js';
import { BaseRepository } from '../../database/base.repository.js';
import { returnedRows } from '../../database/raw-results.js';
import { reassignUserRows } from '../../database/reassign-user-rows.js';
import { ArticleEditSuggestion, type SuggestionStatus } from './entities/article-edit-suggestion.entity.js';
import { ArticleRevision } from './entities/article-revision.entity.js';

/** One page of a list in id order: at most `limit` rows after the row with id `after` (null: from the start). */
export interface SuggestionPageRequest {
  limit: number;
  after: number | null;
}

export type NewSuggestion = Pick<
  ArticleEditSuggestion,
  'articleId' | 'suggesterId' | 'baseRevisionId' | 'title' | 'excerpt' | 'content' | 'summary'
>;

/** The SQL of suggested edits. */
@Injectable()
export class ArticleSuggestionsRepository extends BaseRepository {
  constructor(@InjectDataSource() dataSource: DataSource) {
    super(dataSource);
  }

  /** The article's newest version (the base of a new suggestion). */
  latestRevision(manager: EntityManager, articleId: number): Promise<ArticleRevision | null> {
    return manager.getRepository(ArticleRevision).findOne({ where: { articleId }, order: { id: 'DESC' } });
  }

  revision(manager: EntityManager, id: number): Promise<ArticleRevision | null> {
    return manager.getRepository(ArticleRevision).findOne({ where: { id } });
  }

  /** Inserts a pending suggestion; throws the unique violation when the member already has one pending here. */
  async insert(manager: EntityManager, suggestion: NewSuggestion): Promise<number> {
    const repository = manager.getRepository(ArticleEditSuggestion);
    const saved = await repository.save(repository.create({ ...suggestion, status: 'pending' }));
    return saved.id;
  }

  /** One suggestion with its article, suggester and reviewer. */
  findDetailed(id: number, manager?: EntityManager): Promise<ArticleEditSuggestion | null> {
    return this.manager(manager)
      .getRepository(ArticleEditSuggestion)
      .findOne({ where: { id }, relations: { article: true, suggester: true, reviewer: true } });
  }

  /** The suggestion row alone, locked until the transaction ends (two reviewers cannot both decide it). */
  findLocked(manager: EntityManager, id: number): Promise<ArticleEditSuggestion | null> {
    return manager.getRepository(ArticleEditSuggestion).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** Records the decision of a pending suggestion; false when it was no longer pending. */
  async decide(
    manager: EntityManager,
    id: number,
    decision: { status: Exclude<SuggestionStatus, 'pending'>; reviewerId: string | null; reason: string | null },
  ): Promise<boolean> {
    const rows = await returnedRows(
      manager,
      `UPDATE "article_edit_suggestions"
         SET "status" = $2, "reviewer_id" = $3, "review_reason" = $4, "decided_at" = now()
       WHERE "id" = $1 AND "status" = 'pending'
       RETURNING "id"`,
      [id, decision.status, decision.reviewerId, decision.reason],
    );
    return rows.length === 1;
  }

  /** Pending suggestions of one article, oldest first; only the member's own when `suggesterId` is given. */
  pendingForArticle(
    articleId: number,
    suggesterId: string | null,
    page: SuggestionPageRequest,
  ): Promise<ArticleEditSuggestion[]> {
    const builder = this.listed().where('s.article_id = :articleId', { articleId }).andWhere(`s.status = 'pending'`);
    if (suggesterId) builder.andWhere('s.suggester_id = :suggesterId', { suggesterId });
    return this.paged(builder, 'ASC', page);
  }

  /** Every suggestion with one status: pending oldest first (a queue), decided ones newest first. */
  byStatus(status: SuggestionStatus, page: SuggestionPageRequest): Promise<ArticleEditSuggestion[]> {
    const builder = this.listed().where('s.status = :status', { status });
    return this.paged(builder, status === 'pending' ? 'ASC' : 'DESC', page);
  }

  /** The member's own suggestions, newest first. */
  bySuggester(suggesterId: string, page: SuggestionPageRequest): Promise<ArticleEditSuggestion[]> {
    return this.paged(this.listed().where('s.suggester_id = :suggesterId', { suggesterId }), 'DESC', page);
  }

  /** Keyset paging on the id: the rows past the cursor's id, one more than the page to tell if another follows. */
  private paged(
    builder: SelectQueryBuilder<ArticleEditSuggestion>,
    order: 'ASC' | 'DESC',
    { limit, after }: SuggestionPageRequest,
  ): Promise<ArticleEditSuggestion[]> {
    if (after !== null) builder.andWhere(order === 'ASC' ? 's.id > :after' : 's.id < :after', { after });
    return builder
      .orderBy('s.id', order)
      .take(limit + 1)
      .getMany();
  }

  /**
   * Account merge, before the suggester moves: where both accounts have a pending suggestion on the
   * same article, the source's is withdrawn (one pending suggestion per member and article). How many.
   */
  async withdrawCollidingPending(manager: EntityManager, { sourceId, targetId }: AccountMergePair): Promise<number> {
    const rows = await returnedRows(
      manager,
      `UPDATE "article_edit_suggestions" s SET "status" = 'withdrawn', "decided_at" = now()
       WHERE s."suggester_id" = $1 AND s."status" = 'pending'
         AND EXISTS (SELECT 1 FROM "article_edit_suggestions" t
                     WHERE t."suggester_id" = $2 AND t."status" = 'pending' AND t."article_id" = s."article_id")
       RETURNING s."id"`,
      [sourceId, targetId],
    );
    return rows.length;
  }

  moveSuggester(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'article_edit_suggestions', 'suggester_id', pair);
  }

  moveReviewer(manager: EntityManager, pair: AccountMergePair): Promise<number> {
    return reassignUserRows(manager, 'article_edit_suggestions', 'reviewer_id', pair);
  }

  /** A list row: the suggestion without its body, the article's id and title, and both people. */
  private listed(): SelectQueryBuilder<ArticleEditSuggestion> {
    return this.manager()
      .getRepository(ArticleEditSuggestion)
      .createQueryBuilder('s')
      .select([
        's.id',
        's.articleId',
        's.suggesterId',
        's.summary',
        's.status',
        's.reviewerId',
        's.reviewReason',
        's.createdAt',
        's.decidedAt',
        'article.id',
        'article.title',
        'article.authorId',
      ])
      .innerJoin('s.article', 'article')
      .leftJoinAndSelect('s.suggester', 'suggester')
      .leftJoinAndSelect('s.reviewer', 'reviewer');
  }
}
