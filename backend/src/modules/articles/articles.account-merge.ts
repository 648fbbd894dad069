import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';
import { ArticleRevisionsRepository } from './article-revisions.repository.js';
import { ArticlesRepository } from './articles.repository.js';

/** Articles and the revisions the source edited become the target's (no collisions: plain ownership). */
@Injectable()
@RegisterAccountMergeStep()
export class ArticlesAccountMergeStep implements AccountMergeStep {
  readonly name = 'articles';
  readonly covers = ['articles.author_id', 'articles.edited_by', 'article_revisions.editor_id'] as const;

  constructor(
    private readonly articles: ArticlesRepository,
    private readonly revisions: ArticleRevisionsRepository,
  ) {}

  async moveUserData(manager: EntityManager, pair: AccountMergePair) {
    const articlesMoved = await this.articles.moveAuthorship(manager, pair);
    const lastEditsMoved = await this.articles.moveLastEditor(manager, pair);
    const revisionsMoved = await this.revisions.moveEditor(manager, pair);
    return { articlesMoved, lastEditsMoved, revisionsMoved };
  }
}
