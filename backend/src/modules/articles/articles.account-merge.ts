import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';

/** Articles and the revisions the source edited become the target's (no collisions: plain ownership). */
@Injectable()
@RegisterAccountMergeStep()
export class ArticlesAccountMergeStep implements AccountMergeStep {
  readonly name = 'articles';
  readonly covers = ['articles.author_id', 'article_revisions.editor_id'] as const;

  async moveUserData(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const [articles] = await manager.query<[unknown[], number]>(
      `UPDATE articles SET author_id = $2 WHERE author_id = $1 RETURNING id`,
      [sourceId, targetId],
    );
    const [revisions] = await manager.query<[unknown[], number]>(
      `UPDATE article_revisions SET editor_id = $2 WHERE editor_id = $1 RETURNING id`,
      [sourceId, targetId],
    );
    return { articlesMoved: articles.length, revisionsMoved: revisions.length };
  }
}
