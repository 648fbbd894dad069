import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listArticleRevisionsOptions } from '@/api/generated/@tanstack/react-query.gen';
import { LoadingScreen } from '@/components/ui/spinner';
import { articlePath } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-page-meta';
import { useRouteArticle } from '@/lib/use-route-article';
import { ArticleNotFound } from './article-not-found';
import { HistoryError } from './revision-format';
import { RevisionList } from './revision-list';
import { RevisionDetail } from './revision-view';

/** /article/:id/history: the versions of an article, newest first, each with its line diff. */
export function ArticleHistoryPage() {
  const { articleId, article, notFound } = useRouteArticle();
  const revisions = useQuery({
    ...listArticleRevisionsOptions({ path: { id: articleId ?? 0 } }),
    enabled: articleId !== null,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const selectedId = chosen ?? revisions.data?.[0]?.id ?? null;
  usePageMeta({ title: article.data ? `History: ${article.data.title}` : 'Article History' });

  if (articleId === null || notFound) return <ArticleNotFound />;
  if (article.isPending || revisions.isPending) return <LoadingScreen />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <Link
        to={articlePath(articleId)}
        className="mb-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to the article
      </Link>
      <h1 className="mb-1 font-serif text-3xl font-bold tracking-tight">Revision History</h1>
      {article.data ? <p className="mb-8 text-muted-foreground">{article.data.title}</p> : null}
      {revisions.isError ? (
        <HistoryError error={revisions.error} retry={() => void revisions.refetch()} />
      ) : revisions.data.length === 0 ? (
        <p className="text-muted-foreground">No revisions recorded for this article yet.</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
          <RevisionList revisions={revisions.data} selectedId={selectedId} onSelect={setChosen} />
          {selectedId !== null ? <RevisionDetail articleId={articleId} revisionId={selectedId} /> : null}
        </div>
      )}
    </div>
  );
}
