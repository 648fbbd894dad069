import { getArticleQueryKey, listArticleRevisionsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto } from '@/api/generated/types.gen';
import { articleListQueries } from '@/components/articles/article-invalidations';
import { declareInvalidation } from '@/lib/query-invalidation';

/** After an article was created or edited: the lists, and for an edit the article (seeded with the answer) and its history. */
export const afterArticleWrite = declareInvalidation({
  update: (queryClient, saved?: ArticleDto) => {
    if (saved) queryClient.setQueryData(getArticleQueryKey({ path: { id: saved.id } }), saved);
  },
  stale: (saved?: ArticleDto) => {
    if (!saved) return articleListQueries();
    const path = { id: saved.id };
    return [getArticleQueryKey({ path }), listArticleRevisionsQueryKey({ path }), ...articleListQueries()];
  },
});
