import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The placeholder colour; it pulses unless the reader asked for reduced motion. */
const SHADE = 'rounded-md bg-muted animate-pulse motion-reduce:animate-none';

/** A grey block of the size its classes give (an avatar, a button, an image). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block', SHADE, className)} data-skeleton="" />;
}

/**
 * One line of text as tall as the text it stands for: put it in an element with the same font
 * classes (`text-sm leading-relaxed`, ...) and it takes exactly one line box (1lh), so the loaded
 * text takes the same room.
 */
export function SkeletonLine({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className="flex h-[1lh] items-center" data-skeleton="">
      <span className={cn('h-[0.7em] w-full', SHADE, className)} />
    </span>
  );
}

/**
 * A page or list that is loading, drawn in the shape of what will appear (no layout shift when it
 * does). Screen readers hear `label` once, as a status.
 */
export function SkeletonRegion({
  label,
  className,
  children,
  testId = 'skeleton',
}: {
  label: string;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div role="status" aria-busy="true" className={className} data-testid={testId}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
