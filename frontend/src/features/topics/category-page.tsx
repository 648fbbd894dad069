import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { getArticleCategoryOptions } from '@/api/generated/@tanstack/react-query.gen';
import { PageErrorState } from '@/components/ui/query-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { errorStatus } from '@/lib/api-error';
import { isArticleCategory } from '@irl/shared';
import { categoryPath } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { TopicArticles } from './topic-articles';
import { TopicNotFound, TopicPageLayout } from './topic-page-layout';

/** A category's page (/category/{slug}): its description, article count, feeds and newest articles. */
export function CategoryPage() {
  const slug = useParams().slug ?? '';
  const category = useQuery(getArticleCategoryOptions({ path: { slug } }));
  const notFound = category.isError && errorStatus(category.error) === 404;
  usePageMeta({
    title: notFound ? 'Category Not Found' : category.data?.name,
    description: category.data?.description,
  });

  if (notFound) return <TopicNotFound title="Category Not Found" />;
  if (category.isPending) return <LoadingScreen />;
  if (category.isError) return <PageErrorState title="Failed to load the category." query={category} />;
  const { name, description, articleCount } = category.data;
  return (
    <TopicPageLayout
      kind="Category"
      title={name}
      description={description}
      articleCount={articleCount}
      pagePath={categoryPath(name)}
    >
      <TopicArticles
        filter={isArticleCategory(name) ? { category: name } : {}}
        emptyText="No articles in this category yet."
      />
    </TopicPageLayout>
  );
}
