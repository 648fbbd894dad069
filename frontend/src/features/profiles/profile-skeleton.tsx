import { ArticleCardGridSkeleton } from '@/components/articles/article-card-skeleton';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton, SkeletonLine, SkeletonRegion } from '@/components/ui/skeleton';

const STAT_COUNT = 6;

/** A profile while it loads, in the shape of ProfileHeader and the tabs (same card, avatar, stat tiles). */
export function ProfileSkeleton() {
  return (
    <SkeletonRegion
      label="Loading profile..."
      className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6 lg:px-8"
      testId="profile-skeleton"
    >
      <Card>
        <CardContent className="flex flex-col gap-6 pt-6">
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
            <Skeleton className="size-24 shrink-0 rounded-full" />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="text-3xl">
                <SkeletonLine className="w-56 max-w-full" />
              </div>
              <SkeletonLine className="w-28" />
              <div className="text-sm">
                <SkeletonLine className="w-40" />
              </div>
            </div>
            <Skeleton className="h-9 w-32" />
          </div>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {Array.from({ length: STAT_COUNT }, (_, index) => (
              <div key={index} className="flex flex-col items-center rounded-lg bg-muted px-3 py-3">
                <div className="w-10 text-2xl">
                  <SkeletonLine className="bg-background/60" />
                </div>
                <div className="w-20 text-xs">
                  <SkeletonLine className="bg-background/60" />
                </div>
              </div>
            ))}
          </div>
        </CardContent>
      </Card>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-10 w-64 max-w-full" />
        <ArticleCardGridSkeleton count={2} />
      </div>
    </SkeletonRegion>
  );
}
