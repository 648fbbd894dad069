import { useMemo } from 'react';
import { ArrowLeft } from 'lucide-react';
import { AboutMeLink } from '@/components/support/about-me-link';
import { Link } from 'react-router-dom';
import type { ArticleDto } from '@/api/generated/types.gen';
import { CategoryLink, TagLink } from '@/components/articles/topic-links';
import { PageErrorState } from '@/components/ui/query-state';
import { formatDate } from '@/lib/format';
import { readingTime } from '@/lib/article-outline';
import { linkCitations } from '@/lib/article-citations';
import { usePageMeta } from '@/lib/use-page-meta';
import { useRouteArticle } from '@/lib/use-route-article';
import { ArticleComments } from './article-comments';
import { ArticleContents } from './article-contents';
import { ArticleEngagement } from './article-engagement';
import { ArticleNotFound } from './article-not-found';
import { ArticleOwnerActions } from './article-owner-actions';
import { ReportButton } from '@/components/moderation/report-button';
import { ArticleReferences } from './article-references';
import { ArticleSuggestionsPanel } from './article-suggestions-panel';
import { ArticleSkeleton } from './article-skeleton';
import { FeaturedPinButton } from './featured-pin-button';
import { RelatedArticles } from './related-articles';
import { useArticleOutline } from './use-article-outline';
import { Avatar } from '@/components/ui/avatar';
import { FlairBadges } from '@/components/users/flair-badge';
import { UserNameLink } from '@/components/users/user-name-link';
import { shownName } from '@/lib/display-name';
import { useSession } from '@/lib/session';

/** One article (/article/{id}; /articles/{id} shows the same page). */
export function ArticlePage() {
  const { article, notFound } = useRouteArticle();
  // The reader's actions (edit, pin, delete) depend on the session: the article can arrive first now
  // that both start before the first render, and drawing it without them would push the page down.
  // useSession is the check the start-up preload already sent, so waiting for it costs no request.
  const session = useSession();

  usePageMeta({
    title: notFound ? 'Article Not Found' : article.data?.title,
    description: article.data ? article.data.excerpt || article.data.preview : undefined,
  });

  if (notFound) return <ArticleNotFound />;
  if (article.isPending || session.isPending) return <ArticleSkeleton />;
  if (article.isError) {
    return <PageErrorState title="Failed to load the article." query={article} />;
  }
  return <ArticleView article={article.data} />;
}

function ArticleView({ article }: { article: ArticleDto }) {
  const outline = useArticleOutline(article.content);
  const cited = useMemo(
    () => linkCitations(outline.html, article.references.length),
    [outline.html, article.references.length],
  );
  const { user } = useSession();
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
          <CategoryLink category={article.category} />
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
          <span data-testid="reading-time">{readingTime(outline.words)}</span>
          {article.editedAt ? (
            <span data-testid="article-last-edited">
              Last edited
              {article.editedBy ? ` by ${shownName(article.editedBy)}` : ''} on{' '}
              <time dateTime={article.editedAt}>{formatDate(article.editedAt)}</time>
            </span>
          ) : null}
        </div>
        <h1 className="font-serif text-3xl leading-tight font-bold tracking-tight sm:text-4xl">{article.title}</h1>
        {article.excerpt ? <p className="text-lg text-muted-foreground">{article.excerpt}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-4">
          <UserNameLink
            user={author}
            className="inline-flex items-center gap-3 rounded-md hover:underline"
            data-testid="article-author"
          >
            <Avatar name={shownName(author)} imageUrl={author.profileImageUrl} />
            <span className="flex flex-col">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {shownName(author)}
                <FlairBadges flairs={author.flairs} />
              </span>
              {author.isRoot ? null : <span className="text-xs text-muted-foreground">@{author.username}</span>}
            </span>
          </UserNameLink>
          <div className="flex flex-wrap gap-2">
            <FeaturedPinButton article={article} user={user} />
            <ArticleOwnerActions article={article} user={user} />
            <ReportButton subjectKind="article" subjectId={article.id} authorId={article.authorId} className="h-8" />
          </div>
        </div>
        {article.tags.length > 0 ? (
          <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
            {article.tags.map((tag) => (
              <li key={tag}>
                <TagLink tag={tag} />
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <ArticleSuggestionsPanel article={article} user={user} />
      <ArticleContents headings={outline.headings} />
      {/* Sanitised with the article allow-list (the server sanitises too); only heading ids and citation links were added after. */}
      <div className="article-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: cited.html }} />
      <ArticleReferences references={article.references} backlinks={cited.backlinks} />
      <footer className="mt-10 flex flex-col gap-4 border-t pt-6">
        <ArticleEngagement article={article} signedIn={!!user} />
        <AboutMeLink subject="article" id={article.id} />
      </footer>
      <RelatedArticles articleId={article.id} />
      <ArticleComments articleId={article.id} user={user} />
    </article>
  );
}
