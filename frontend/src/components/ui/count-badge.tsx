import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** What a count badge shows: the number, capped at 99+ so it stays one small circle. */
export function countBadgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * A small count in the corner of an icon control (unread notifications, unread messages); nothing at 0.
 * Hidden from assistive technology: the control's own name carries the exact number. In the corner of
 * an icon (the parent needs `relative`), or inline at the end of a row (a link in a menu).
 */
export function CountBadge({
  count,
  placement = 'corner',
  className,
  ...props
}: { count: number; placement?: 'corner' | 'inline' } & ComponentProps<'span'>) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.65rem] leading-4.5 font-semibold text-primary-foreground',
        placement === 'corner' ? 'absolute -top-0.5 -right-0.5' : 'ml-auto',
        className,
      )}
      {...props}
    >
      {countBadgeText(count)}
    </span>
  );
}
