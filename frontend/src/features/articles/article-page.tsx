import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { getSessionOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { PageErrorState } from '@/components/ui/query-state';
import { LoadingScreen } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { profilePath } from '@/lib/paths';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { usePageMeta } from '@/lib/use-page-meta';
import { useRouteArticle } from '@/lib/use-route-article';
import { ArticleComments } from './article-comments';
import { ArticleEngagement } from './article-engagement';
import { ArticleNotFound } from './article-not-found';
import { ArticleOwnerActions } from './article-owner-actions';
import { Avatar } from '@/components/ui/avatar';
import { FlairBadges } from '@/components/users/flair-badge';

/** One article (/article/{id}; /articles/{id} shows the same page). */
export function ArticlePage() {
  const { article, notFound } = useRouteArticle();

  usePageMeta({
    title: notFound ? 'Article Not Found' : article.data?.title,
    description: article.data ? article.data.excerpt || article.data.preview : undefined,
  });

  if (notFound) return <ArticleNotFound />;
  if (article.isPending) return <LoadingScreen />;
  if (article.isError) {
    return <PageErrorState title="Failed to load the article." query={article} />;
  }
  return <ArticleView article={article.data} />;
}

function ArticleView({ article }: { article: ArticleDto }) {
  const html = useMemo(() => sanitizeArticleHtml(article.content), [article.content]);
  const session = useQuery(getSessionOptions());
  const user = session.data?.user ?? null;
  const { author } = article;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to="/browse"
        className="mb-8 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Browse Articles
      </Link>
      <header className="mb-8 flex flex-col gap-4 border-b pb-8">
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <Badge variant="secondary">{article.category}</Badge>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
          {article.editedAt ? (
            <span data-testid="article-last-edited">
              Last edited
              {article.editedBy ? ` by ${article.editedBy.displayName}` : ''} on{' '}
              <time dateTime={article.editedAt}>{formatDate(article.editedAt)}</time>
            </span>
          ) : null}
        </div>
        <h1 className="font-serif text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{article.title}</h1>
        {article.excerpt ? <p className="text-lg text-muted-foreground">{article.excerpt}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link
            to={profilePath(author.username)}
            className="inline-flex items-center gap-3 rounded-md hover:underline"
            data-testid="article-author"
          >
            <Avatar name={article.authorName} imageUrl={author.profileImageUrl} />
            <span className="flex flex-col">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {article.authorName}
                <FlairBadges flairs={author.flairs} />
              </span>
              <span className="text-xs text-muted-foreground">@{author.username}</span>
            </span>
          </Link>
          <ArticleOwnerActions article={article} user={user} />
        </div>
        {article.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {/* Sanitised with the article allow-list just above (the server sanitises too). */}
      <div className="article-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
      <footer className="mt-10 border-t pt-6">
        <ArticleEngagement article={article} signedIn={!!user} />
      </footer>
      <ArticleComments articleId={article.id} user={user} />
    </article>
  );
}
