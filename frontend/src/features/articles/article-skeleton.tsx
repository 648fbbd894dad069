import { Skeleton, SkeletonLine, SkeletonRegion } from '@/components/ui/skeleton';

const BODY_LINES = ['w-full', 'w-full', 'w-11/12', 'w-full', 'w-3/4', 'w-full', 'w-5/6', 'w-2/3'];

/** An article while it loads, in the shape of the article page (back link, meta, title, byline, body). */
export function ArticleSkeleton() {
  return (
    <SkeletonRegion
      label="Loading article..."
      className="mx-auto block max-w-3xl px-4 py-10 sm:px-6"
      testId="article-skeleton"
    >
      <div className="mb-8 text-sm">
        <SkeletonLine className="w-32" />
      </div>
      <div className="mb-8 flex flex-col gap-4 border-b pb-8">
        <div className="flex gap-3 text-sm">
          <SkeletonLine className="w-24" />
          <SkeletonLine className="w-24" />
          <SkeletonLine className="w-20" />
        </div>
        <div className="font-serif text-3xl leading-tight sm:text-4xl">
          <SkeletonLine className="w-4/5" />
        </div>
        <div className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-col">
            <SkeletonLine className="w-32" />
            <div className="text-xs">
              <SkeletonLine className="w-20" />
            </div>
          </div>
        </div>
      </div>
      <div className="flex flex-col leading-relaxed">
        {BODY_LINES.map((width, index) => (
          <SkeletonLine key={index} className={width} />
        ))}
      </div>
    </SkeletonRegion>
  );
}
