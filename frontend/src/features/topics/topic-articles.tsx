import { useInfiniteQuery } from '@tanstack/react-query';
import { listArticlesInfiniteOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ListArticlesData } from '@/api/generated/types.gen';
import { ArticlePages } from '@/components/articles/article-pages';
import { nextCursor } from '@/lib/pages';

/** Articles per page of a category or tag page (fills two columns). */
export const TOPIC_PAGE_SIZE = 12;

type TopicFilter = Pick<NonNullable<ListArticlesData['query']>, 'category' | 'tag'>;

/** The newest articles of one category or tag, keyset-paged with 'Load More Articles'. */
export function TopicArticles({ filter, emptyText }: { filter: TopicFilter; emptyText: string }) {
  const articles = useInfiniteQuery({
    ...listArticlesInfiniteOptions({ query: { ...filter, limit: TOPIC_PAGE_SIZE } }),
    initialPageParam: {},
    getNextPageParam: nextCursor,
  });
  return <ArticlePages query={articles} emptyText={emptyText} emptyTestId="topic-empty" className="py-16" />;
}
