import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { getArticleTagOptions } from '@/api/generated/@tanstack/react-query.gen';
import { PageErrorState } from '@/components/ui/query-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { tagPath } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { TopicArticles } from './topic-articles';
import { TopicNotFound, TopicPageLayout } from './topic-page-layout';

/** Longest tag the server stores. */
const TAG_MAX_LENGTH = 40;

/** A tag's page (/tag/{tag}): "Articles tagged {tag}", the count, feeds and newest articles. */
export function TagPage() {
  const tag = (useParams().tag ?? '').trim().toLowerCase();
  const valid = tag !== '' && tag.length <= TAG_MAX_LENGTH;
  const topic = useQuery({ ...getArticleTagOptions({ path: { tag } }), enabled: valid });
  usePageMeta({ title: valid ? `#${tag}` : 'Tag Not Found', description: topic.data?.description });

  if (!valid) return <TopicNotFound title="Tag Not Found" />;
  if (topic.isPending) return <LoadingScreen />;
  if (topic.isError) return <PageErrorState title="Failed to load the tag." query={topic} />;
  return (
    <TopicPageLayout
      kind="Tag"
      title={`#${topic.data.tag}`}
      description={topic.data.description}
      articleCount={topic.data.articleCount}
      pagePath={tagPath(topic.data.tag)}
    >
      <TopicArticles filter={{ tag: topic.data.tag }} emptyText="No articles carry this tag yet." />
    </TopicPageLayout>
  );
}
