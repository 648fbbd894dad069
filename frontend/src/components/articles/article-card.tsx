import { Link } from 'react-router-dom';
import type { ArticleSummaryDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { articleCardPath } from '@/lib/paths';
import { ArticleCardHeader } from './article-card-header';
import { ArticleStats } from './article-stats';
import { TagLink } from './topic-links';

/** A card shows 3 tags, then '+N' for the rest. */
export const CARD_TAG_LIMIT = 3;

type ArticleCardProps = {
  article: ArticleSummaryDto;
  /** Heading level of the title, so cards fit the page outline. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * The article card reused across screens. The title links to /articles/{id} (the plural route,
 * kept for old links) and the body is the server's 200-character plain
 * text preview, not the excerpt.
 *
 * There are no downvotes in this product: articles have likes only, so the card shows likes,
 * where older designs listed upvotes and downvotes.
 */
export function ArticleCard({ article, headingLevel = 'h3' }: ArticleCardProps) {
  const href = articleCardPath(article.id);
  const shownTags = article.tags.slice(0, CARD_TAG_LIMIT);
  const hiddenTagCount = article.tags.length - shownTags.length;

  return (
    <Card className="h-full transition-shadow hover:shadow-md" data-testid="article-card">
      <ArticleCardHeader article={article} href={href} headingLevel={headingLevel} />
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm leading-relaxed text-muted-foreground" data-testid="article-preview">
          {article.previewTruncated ? `${article.preview}...` : article.preview}
        </p>
        {article.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {shownTags.map((tag) => (
              <li key={tag}>
                <TagLink tag={tag} variant="muted" />
              </li>
            ))}
            {hiddenTagCount > 0 ? (
              <li>
                <Badge variant="outline" aria-label={`${hiddenTagCount} more tags`}>
                  +{hiddenTagCount}
                </Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter className="justify-between">
        <ArticleStats likes={article.likes} comments={article.commentCount} views={article.views} />
        <Button asChild variant="ghost" size="sm">
          <Link to={href} aria-label={`Read More: ${article.title}`}>
            Read More
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
