import { Link } from 'react-router-dom';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { ArticleStats } from '@/components/articles/article-stats';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, truncateWithEllipsis } from '@/lib/format';
import { sanitizeHighlight } from '@/lib/sanitize-html';
import { articlePath, profilePath } from '@/lib/paths';

/** Without an excerpt, browse cards show the first 150 characters plus an ellipsis. */
export const BROWSE_EXCERPT_LENGTH = 150;

export function browseExcerpt(article: Pick<ArticleSummaryDto, 'excerpt' | 'preview'>): string {
  return article.excerpt?.trim() || truncateWithEllipsis(article.preview, BROWSE_EXCERPT_LENGTH);
}

/** The browse screen's card: its title goes to /article/{id} (the reused ArticleCard uses /articles/{id}). */
export function BrowseArticleCard({
  article,
  highlightTitle,
}: {
  article: ArticleSummaryDto;
  highlightTitle?: string;
}) {
  const href = articlePath(article.id);
  return (
    <Card className="h-full transition-shadow hover:shadow-md" data-testid="article-card">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <Badge variant="secondary">{article.category}</Badge>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        </div>
        <CardTitle as="h2">
          <Link to={href} className="rounded-sm hover:text-primary">
            {highlightTitle ? (
              // The server escapes the title and marks matched words; only <mark> survives here.
              <span dangerouslySetInnerHTML={{ __html: sanitizeHighlight(highlightTitle) }} />
            ) : (
              article.title
            )}
          </Link>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          by{' '}
          <Link
            to={profilePath(article.author.username)}
            className="rounded-sm font-medium text-foreground hover:text-primary hover:underline"
          >
            {article.authorName}
          </Link>
        </p>
      </CardHeader>
      <CardContent>
        <p className="text-sm leading-relaxed text-muted-foreground">{browseExcerpt(article)}</p>
      </CardContent>
      <CardFooter className="justify-between">
        <ArticleStats likes={article.likes} comments={article.commentCount} views={article.views} />
        <Link
          to={href}
          aria-label={`Read More: ${article.title}`}
          className="rounded-sm text-sm font-medium text-primary hover:underline"
        >
          Read More
        </Link>
      </CardFooter>
    </Card>
  );
}
