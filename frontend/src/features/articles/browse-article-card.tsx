import { Link } from 'react-router-dom';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { ArticleStats } from '@/components/articles/article-stats';
import { ArticleCardHeader } from '@/components/articles/article-card-header';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { truncateWithEllipsis } from '@/lib/format';
import { sanitizeHighlight } from '@/lib/sanitize-html';
import { articlePath } from '@/lib/paths';

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
      <ArticleCardHeader
        article={article}
        href={href}
        headingLevel="h2"
        title={
          highlightTitle ? (
            // The server escapes the title and marks matched words; only <mark> survives here.
            <span dangerouslySetInnerHTML={{ __html: sanitizeHighlight(highlightTitle) }} />
          ) : undefined
        }
      />
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
