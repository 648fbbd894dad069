import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { pluralize } from '@/lib/format';
import { TopicFeedLinks } from './topic-feed-links';

type TopicPageLayoutProps = {
  /** "Category" or "Tag", above the heading. */
  kind: string;
  title: string;
  description: string;
  articleCount: number;
  pagePath: string;
  children: ReactNode;
};

/** The frame of a category or tag page: kind, name, article count, description, feeds, then the list. */
export function TopicPageLayout({ kind, title, description, articleCount, pagePath, children }: TopicPageLayoutProps) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 flex flex-col gap-3 border-b pb-8">
        <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{kind}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <Badge variant="secondary" className="text-sm" data-testid="topic-article-count">
            {pluralize(articleCount, 'article')}
          </Badge>
        </div>
        <p className="text-muted-foreground" data-testid="topic-description">
          {description}
        </p>
        <TopicFeedLinks pagePath={pagePath} />
      </header>
      {children}
    </div>
  );
}

/** A category or tag that does not exist (or that no article carries), with a way home. */
export function TopicNotFound({ title }: { title: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">There is nothing here yet.</p>
      <Button asChild className="mt-2">
        <Link to="/">Return Home</Link>
      </Button>
    </section>
  );
}
