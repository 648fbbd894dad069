import { Link } from 'react-router-dom';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { ArticleCardHeader } from '@/components/articles/article-card-header';
import { ArticleStats } from '@/components/articles/article-stats';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton, SkeletonLine } from '@/components/ui/skeleton';
import { articlePath } from '@/lib/paths';

/** Without an excerpt, the featured card shows the first 200 characters of the preview. */
const FEATURED_EXCERPT_LENGTH = 200;

/**
 * The Latest feed's first article, shown large above the cards; an admin's pinned article holds the
 * slot first, then a boosted one while a boost holds it.
 */
export function FeaturedArticle({
  article,
  boosted = false,
  pinned = false,
}: {
  article: ArticleSummaryDto;
  boosted?: boolean;
  /** An admin pinned it to the slot. */
  pinned?: boolean;
}) {
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
            {pinned ? (
              <Badge variant="outline" data-testid="pinned-badge">
                Pinned
              </Badge>
            ) : null}
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

/** The featured card while the feed loads: the same card, paddings and line boxes. */
export function FeaturedArticleSkeleton() {
  return (
    <Card className="border-primary/30" data-testid="featured-article-skeleton">
      <CardHeader>
        <div className="flex gap-2 text-xs">
          <Skeleton className="h-[22px] w-20 rounded-full" />
          <SkeletonLine className="w-20" />
          <SkeletonLine className="w-16" />
        </div>
        <div className="text-2xl leading-snug">
          <SkeletonLine className="w-3/4" />
        </div>
        <div className="text-sm">
          <SkeletonLine className="w-32" />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="leading-relaxed">
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine className="w-1/2" />
        </div>
        <div className="flex items-center justify-between gap-3">
          <div className="text-sm">
            <SkeletonLine className="w-36" />
          </div>
          <Skeleton className="h-8 w-28" />
        </div>
      </CardContent>
    </Card>
  );
}
