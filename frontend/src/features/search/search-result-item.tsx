import { Link } from 'react-router-dom';
import type { ArticleSearchResultDto } from '@/api/generated/types.gen';
import { CategoryLink, TagLink } from '@/components/articles/topic-links';
import { formatDate } from '@/lib/format';
import { articlePath, profilePath } from '@/lib/paths';
import { sanitizeHighlight } from '@/lib/sanitize-html';

/** How many tags a result shows. */
const SHOWN_TAGS = 5;

/**
 * One result: the highlighted title linking to the article, its category chip, tags, author, date
 * and the passage of the body where the words matched. The server escapes both highlights and marks
 * the matched words; only <mark> survives the sanitiser here.
 */
export function SearchResultItem({ article }: { article: ArticleSearchResultDto }) {
  return (
    <article className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5" data-testid="search-result">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <CategoryLink category={article.category} />
        <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        <span aria-hidden="true">·</span>
        <span>
          by{' '}
          <Link
            to={profilePath(article.author.username)}
            className="rounded-sm font-medium text-foreground hover:text-primary hover:underline"
          >
            {article.authorName}
          </Link>
        </span>
      </div>
      <h2 className="text-lg leading-snug font-semibold break-words">
        <Link to={articlePath(article.id)} className="inline-block rounded-sm hover:text-primary hover:underline">
          <span dangerouslySetInnerHTML={{ __html: sanitizeHighlight(article.highlightTitle) }} />
        </Link>
      </h2>
      {article.highlightPreview ? (
        <p
          className="text-sm leading-relaxed break-words text-muted-foreground"
          data-testid="search-snippet"
          dangerouslySetInnerHTML={{ __html: sanitizeHighlight(article.highlightPreview) }}
        />
      ) : null}
      {article.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {article.tags.slice(0, SHOWN_TAGS).map((tag) => (
            <li key={tag}>
              <TagLink tag={tag} />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** The loading state: a list of grey result shapes the size of real ones. */
export function SearchResultsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" data-testid="search-skeleton">
      <span className="sr-only">Loading results...</span>
      <ul aria-hidden="true" className="flex flex-col gap-4">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="flex animate-pulse flex-col gap-3 rounded-xl border bg-card p-5">
            <div className="flex gap-2">
              <div className="h-5 w-24 rounded-full bg-muted" />
              <div className="h-5 w-20 rounded bg-muted" />
            </div>
            <div className="h-6 w-2/3 rounded bg-muted" />
            <div className="h-4 w-full rounded bg-muted" />
            <div className="h-4 w-5/6 rounded bg-muted" />
          </li>
        ))}
      </ul>
    </div>
  );
}
