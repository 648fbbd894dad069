import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { ArticleRevisionsRepository } from './article-revisions.repository.js';
import { ArticleSuggestionsRepository } from './article-suggestions.repository.js';
import { ArticlesRepository } from './articles.repository.js';

/**
 * Articles, the revisions the source edited and its suggested edits become the target's. The one collision:
 * both accounts with a pending suggestion on the same article, where the source's is withdrawn.
 */
@Injectable()
@RegisterAccountMergeStep()
export class ArticlesAccountMergeStep implements AccountMergeStep {
  readonly name = 'articles';
  readonly covers = [
    'articles.author_id',
    'articles.edited_by',
    'article_revisions.editor_id',
    'article_edit_suggestions.suggester_id',
    'article_edit_suggestions.reviewer_id',
  ] as const;

  constructor(
    private readonly articles: ArticlesRepository,
    private readonly revisions: ArticleRevisionsRepository,
    private readonly suggestions: ArticleSuggestionsRepository,
  ) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const articlesMoved = await this.articles.moveAuthorship(manager, pair);
    const lastEditsMoved = await this.articles.moveLastEditor(manager, pair);
    const revisionsMoved = await this.revisions.moveEditor(manager, pair);
    const suggestionsWithdrawn = await this.suggestions.withdrawCollidingPending(manager, pair);
    const suggestionsMoved = await this.suggestions.moveSuggester(manager, pair);
    const reviewsMoved = await this.suggestions.moveReviewer(manager, pair);
    return { articlesMoved, lastEditsMoved, revisionsMoved, suggestionsWithdrawn, suggestionsMoved, reviewsMoved };
  }
}
