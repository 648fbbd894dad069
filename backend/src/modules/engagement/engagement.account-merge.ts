import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  RegisterAccountMergeStep,
  type AccountMergePair,
  type AccountMergeStep,
} from '../../common/account-merge/account-merge-step.js';

/**
 * Likes, comments and counted views. One person likes an article at most once and is counted once
 * per article and day, so where both accounts liked (or viewed on the same day) the source's row
 * goes and the article's counter drops by one, keeping like_count equal to its like rows.
 */
@Injectable()
@RegisterAccountMergeStep()
export class EngagementAccountMergeStep implements AccountMergeStep {
  readonly name = 'engagement';
  readonly covers = ['article_likes.user_id', 'article_comments.author_id'] as const;

  async moveUserData(manager: EntityManager, { sourceId, targetId }: AccountMergePair) {
    const [likesMerged] = await manager.query<[unknown[], number]>(
      `WITH duplicate AS (
         DELETE FROM article_likes source
         WHERE source.user_id = $1
           AND EXISTS (SELECT 1 FROM article_likes own WHERE own.user_id = $2 AND own.article_id = source.article_id)
         RETURNING source.article_id
       )
       UPDATE articles SET like_count = like_count - 1 FROM duplicate WHERE articles.id = duplicate.article_id
       RETURNING articles.id`,
      [sourceId, targetId],
    );
    const [likesMoved] = await manager.query<[unknown[], number]>(
      `UPDATE article_likes SET user_id = $2 WHERE user_id = $1 RETURNING article_id`,
      [sourceId, targetId],
    );
    const [comments] = await manager.query<[unknown[], number]>(
      `UPDATE article_comments SET author_id = $2 WHERE author_id = $1 RETURNING id`,
      [sourceId, targetId],
    );
    // Signed-in views are keyed by the user id itself (no foreign key: anonymous keys share the column).
    const [viewsMerged] = await manager.query<[unknown[], number]>(
      `WITH duplicate AS (
         DELETE FROM article_view_days source
         WHERE source.viewer_key = $1::text
           AND EXISTS (SELECT 1 FROM article_view_days own
                       WHERE own.viewer_key = $2::text AND own.article_id = source.article_id AND own.day = source.day)
         RETURNING source.article_id
       ), per_article AS (SELECT article_id, count(*)::int AS n FROM duplicate GROUP BY article_id)
       UPDATE articles SET views = GREATEST(views - per_article.n, 0) FROM per_article
       WHERE articles.id = per_article.article_id RETURNING articles.id`,
      [sourceId, targetId],
    );
    const [viewsMoved] = await manager.query<[unknown[], number]>(
      `UPDATE article_view_days SET viewer_key = $2::text WHERE viewer_key = $1::text RETURNING article_id`,
      [sourceId, targetId],
    );
    return {
      likesMoved: likesMoved.length,
      likesMerged: likesMerged.length,
      commentsMoved: comments.length,
      viewDaysMoved: viewsMoved.length,
      viewDaysMerged: viewsMerged.length,
    };
  }
}
