import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { getSessionOptions, listArticlesOptions } from '@/api/generated/@tanstack/react-query.gen';
import { ArticleCard } from '@/components/articles/article-card';
import { Button } from '@/components/ui/button';
import { LoadingScreen, Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { SITE_NAME } from '@/lib/site';
import { usePageMeta } from '@/lib/use-page-meta';
import { SignedInHome } from './signed-in-home';

const LATEST_COUNT = 9;

/**
 * The home page (/). Signed in: the profile summary, the article feeds and the side cards (spec
 * 'Home (/), signed in'). Signed out the routing shows the landing page; if this screen is reached
 * anyway it keeps the public list of the latest articles.
 */
export function HomePage() {
  usePageMeta();
  const session = useQuery(getSessionOptions());

  if (session.isPending) return <LoadingScreen />;
  const user = session.data?.user;
  if (user) return <SignedInHome user={user} />;
  return <PublicHome />;
}

function PublicHome() {
  const latest = useQuery(listArticlesOptions({ query: { limit: LATEST_COUNT } }));

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <section className="mb-10 flex flex-col gap-4 rounded-2xl border bg-card px-6 py-10 shadow-sm sm:px-10">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Community wiki</p>
        <h1 className="max-w-3xl font-serif text-3xl font-bold tracking-tight sm:text-5xl">{SITE_NAME}</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          The streamers, platforms, events and moments that shaped real-life live streaming, written down by the people
          who watched it happen.
        </p>
        <div>
          <Button asChild>
            <Link to="/browse">
              Browse Articles <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="latest-heading">
        <div className="mb-5 flex items-end justify-between gap-4">
          <h2 id="latest-heading" className="text-2xl font-semibold tracking-tight">
            Latest Articles
          </h2>
          <Link to="/browse" className="rounded-sm text-sm font-medium text-primary hover:underline">
            View all
          </Link>
        </div>
        {latest.isPending ? (
          <div className="flex justify-center py-16">
            <Spinner label="Loading articles..." showLabel />
          </div>
        ) : latest.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
            <p className="font-medium">Failed to load articles.</p>
            <p className="text-sm text-muted-foreground">{errorMessage(latest.error)}</p>
            <Button variant="outline" onClick={() => void latest.refetch()}>
              Retry
            </Button>
          </div>
        ) : latest.data.items.length === 0 ? (
          <p className="py-16 text-center text-muted-foreground">No articles yet.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {latest.data.items.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
