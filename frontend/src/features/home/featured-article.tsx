import { Link } from 'react-router-dom';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { ArticleCardHeader } from '@/components/articles/article-card-header';
import { ArticleStats } from '@/components/articles/article-stats';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { articlePath } from '@/lib/paths';

/** Without an excerpt, the featured card shows the first 200 characters of the preview. */
const FEATURED_EXCERPT_LENGTH = 200;

/** The Latest feed's first article (or the boosted one while a boost holds the slot), shown large above the cards. */
export function FeaturedArticle({ article, boosted = false }: { article: ArticleSummaryDto; boosted?: boolean }) {
  const excerpt = article.excerpt?.trim() || article.preview.slice(0, FEATURED_EXCERPT_LENGTH);
  return (
    <Card className="border-primary/30 bg-gradient-to-br from-primary/5 to-transparent" data-testid="featured-article">
      <ArticleCardHeader
        article={article}
        href={articlePath(article.id)}
        headingLevel="h2"
        titleClassName="text-2xl"
        badges={
          <>
            <Badge>Featured</Badge>
            {boosted ? (
              <Badge variant="outline" data-testid="boosted-badge">
                Boosted
              </Badge>
            ) : null}
          </>
        }
      />
      <CardContent className="flex flex-col gap-4">
        <p className="leading-relaxed text-muted-foreground" data-testid="featured-excerpt">
          {excerpt}
        </p>
        <div className="flex items-center justify-between gap-3">
          <ArticleStats likes={article.likes} comments={article.commentCount} views={article.views} />
          <Button asChild size="sm">
            <Link to={articlePath(article.id)}>Read Article</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
