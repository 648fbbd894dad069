import {
  getArticleEngagementQueryKey,
  getArticleQueryKey,
  getArticleSuggestionQueryKey,
  listArticleCommentsQueryKey,
  listArticleRevisionsQueryKey,
  listArticleSuggestionsInfiniteQueryKey,
  listArticlesQueryKey,
  listMyArticleSuggestionsInfiniteQueryKey,
  listProfileArticlesQueryKey,
  listSuggestionQueueInfiniteQueryKey,
  searchArticlesQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import { allQueriesOf, declareInvalidation, type StaleQuery } from '@/lib/query-invalidation';

/*
 * Writes to articles that several screens make (the author's page and the admin's Content tab), and
 * the article lists that many writes make stale.
 */

/** Every list that shows article cards (feeds, search, profile tabs). */
export function articleListQueries(refetchType: 'active' | 'none' = 'active'): StaleQuery[] {
  return [
    { queryKey: listArticlesQueryKey(), refetchType },
    { queryKey: searchArticlesQueryKey(), refetchType },
    { queryKey: allQueriesOf(listProfileArticlesQueryKey), refetchType },
  ];
}

/** After an article was deleted: drop its page (it would only 404) and refresh the lists. */
export const afterArticleDelete = declareInvalidation({
  update: (queryClient, articleId: number) =>
    queryClient.removeQueries({ queryKey: getArticleQueryKey({ path: { id: articleId } }) }),
  stale: (_articleId: number) => articleListQueries(),
});

/** After a comment was posted, deleted, hidden or released: the comments, the counts on the article. */
export const afterComment = declareInvalidation({
  stale: (articleId: number) => {
    const path = { id: articleId };
    return [
      listArticleCommentsQueryKey({ path }),
      getArticleEngagementQueryKey({ path }),
      getArticleQueryKey({ path }),
    ];
  },
});

/**
 * After a suggested edit was sent, accepted, declined or withdrawn: every suggestion list and view,
 * and, once accepted, the article with its history (the suggestion became a revision).
 */
export const afterSuggestionChange = declareInvalidation({
  stale: (articleId: number, options: { accepted?: boolean } = {}) => {
    const path = { id: articleId };
    return [
      allQueriesOf(listArticleSuggestionsInfiniteQueryKey),
      allQueriesOf(getArticleSuggestionQueryKey),
      allQueriesOf(listMyArticleSuggestionsInfiniteQueryKey),
      allQueriesOf(listSuggestionQueueInfiniteQueryKey),
      ...(options.accepted
        ? [getArticleQueryKey({ path }), listArticleRevisionsQueryKey({ path }), ...articleListQueries()]
        : []),
    ];
  },
});
