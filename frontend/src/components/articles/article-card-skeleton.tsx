import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Skeleton, SkeletonLine } from '@/components/ui/skeleton';

/**
 * An article card while it loads: the same card, paddings and line boxes as ArticleCard (meta line,
 * one-line title, 'by' line, a three-line preview, tags, stats and Read More). The browse variant
 * has no tags and a text Read More link, like the browse screen's card.
 */
export function ArticleCardSkeleton({ variant = 'card' }: { variant?: 'card' | 'browse' }) {
  const browse = variant === 'browse';
  return (
    <Card className="h-full" data-testid="article-card-skeleton">
      <CardHeader>
        <div className="flex gap-2 text-xs">
          <SkeletonLine className="w-20" />
          <SkeletonLine className="w-16" />
        </div>
        <div className="text-lg leading-snug">
          <SkeletonLine className="w-4/5" />
        </div>
        <div className="text-sm">
          <SkeletonLine className="w-32" />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="text-sm leading-relaxed">
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine className="w-2/3" />
        </div>
        {browse ? null : (
          <div className="flex gap-1.5">
            <Skeleton className="h-[22px] w-16 rounded-full" />
            <Skeleton className="h-[22px] w-20 rounded-full" />
          </div>
        )}
      </CardContent>
      <CardFooter className="justify-between">
        <div className="text-sm">
          <SkeletonLine className="w-36" />
        </div>
        {browse ? (
          <div className="text-sm">
            <SkeletonLine className="w-20" />
          </div>
        ) : (
          <Skeleton className="h-8 w-24" />
        )}
      </CardFooter>
    </Card>
  );
}

/** A grid of card skeletons laid out like ArticleCardGrid. */
export function ArticleCardGridSkeleton({
  count = 4,
  className,
  variant,
}: {
  count?: number;
  className?: string;
  variant?: 'card' | 'browse';
}) {
  return (
    <ul className={className ?? 'grid gap-6 md:grid-cols-2'}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <ArticleCardSkeleton variant={variant} />
        </li>
      ))}
    </ul>
  );
}
