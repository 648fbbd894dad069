import { Rss } from 'lucide-react';

/** Visible links to a page's feeds (the server-rendered page also announces them with rel="alternate"). */
export function TopicFeedLinks({ pagePath }: { pagePath: string }) {
  // Feed files are served by the site itself at these addresses, outside the API.
  const linkClass = 'inline-flex items-center gap-1 rounded-sm hover:text-primary hover:underline';
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
      <a href={`${pagePath}/feed.xml`} className={linkClass} type="application/rss+xml">
        <Rss aria-hidden="true" className="size-4" />
        RSS feed
      </a>
      <a href={`${pagePath}/atom.xml`} className={linkClass} type="application/atom+xml">
        Atom feed
      </a>
    </p>
  );
}
