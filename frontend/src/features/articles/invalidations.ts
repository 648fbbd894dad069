import {
  getArticleEngagementQueryKey,
  getArticleQueryKey,
  getFeaturedPinQueryKey,
  listAdminArticlesQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto, ArticleEngagementDto, LikeStateDto } from '@/api/generated/types.gen';
import { articleListQueries } from '@/components/articles/article-invalidations';
import { declareInvalidation } from '@/lib/query-invalidation';

type LikedArticle = Pick<ArticleDto, 'id' | 'commentCount' | 'views'>;

/**
 * After a like or unlike: the answer carries the new count, so the article's engagement is written
 * directly; cards elsewhere are marked stale and refetch when shown again.
 */
export const afterLike = declareInvalidation({
  update: (queryClient, article: LikedArticle, state: LikeStateDto) =>
    queryClient.setQueryData<ArticleEngagementDto>(
      getArticleEngagementQueryKey({ path: { id: article.id } }),
      (current) => ({
        commentCount: article.commentCount,
        views: article.views,
        ...current,
        likes: state.likes,
        likedByMe: state.liked,
      }),
    ),
  stale: (_article: LikedArticle, _state: LikeStateDto) => articleListQueries('none'),
});

/** After an admin pinned or unpinned the Featured article: the home page's slot, the article, the admin list. */
export const afterFeaturedPin = declareInvalidation({
  stale: (articleId: number) => [
    getFeaturedPinQueryKey(),
    getArticleQueryKey({ path: { id: articleId } }),
    listAdminArticlesQueryKey(),
    ...articleListQueries(),
  ],
});
