import type { CSSProperties } from 'react';
import type { FlairBadgeDto } from '@/api/generated/types.gen';
import { cn } from '@/lib/cn';
import { legibleTextColor } from '@/lib/color-contrast';
import './flair-badge.css';

/** The four flair animations (the API's nullable animation, without null). */
export type FlairAnimation = NonNullable<FlairBadgeDto['animationType']>;

/** What a badge needs: shown flairs (FlairBadgeDto) and catalogue flairs both fit. */
export type FlairLook = Pick<
  FlairBadgeDto,
  'displayName' | 'backgroundColor' | 'textColor' | 'borderColor' | 'isAnimated' | 'animationType'
> & { builtIn?: boolean };

const ANIMATION_CLASS: Record<FlairAnimation, string> = {
  pulse: 'flair-pulse',
  glow: 'flair-glow',
  rainbow: 'flair-rainbow',
  bounce: 'flair-bounce',
};

/** At most this many flairs next to a user (the server sends no more; this guards old caches). */
const MAX_SHOWN = 3;

/**
 * One flair: its own colours (legible on light and dark pages alike) and, when animated, one of the
 * four CSS animations, which stand still under prefers-reduced-motion.
 */
export function FlairBadge({ flair, className }: { flair: FlairLook; className?: string }) {
  const animation = flair.isAnimated && flair.animationType ? ANIMATION_CLASS[flair.animationType] : null;
  const style = {
    backgroundColor: flair.backgroundColor,
    // An admin's colour pair (or the built-in green) that fails AA gets black or white text instead.
    color: legibleTextColor(flair.textColor, flair.backgroundColor),
    borderColor: flair.borderColor,
    '--flair-glow': flair.borderColor,
  } as CSSProperties;
  return (
    <span
      className={cn(
        'flair-badge inline-flex w-fit shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        animation,
        className,
      )}
      style={style}
      data-testid={flair.builtIn ? 'role-badge' : 'flair-badge'}
      data-animation={animation ? flair.animationType : undefined}
    >
      {flair.displayName}
    </span>
  );
}

/** The flairs shown next to a user (role flairs first, then the chosen one), or nothing. */
export function FlairBadges({
  flairs,
  className,
  testId = 'user-flairs',
}: {
  flairs: (FlairLook & { key?: string })[] | undefined;
  className?: string;
  /** Tells one place's flairs from the others on a page (the profile header from its article bylines). */
  testId?: string;
}) {
  if (!flairs || flairs.length === 0) return null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', className)} data-testid={testId}>
      {flairs.slice(0, MAX_SHOWN).map((flair, index) => (
        <FlairBadge key={flair.key ?? index} flair={flair} />
      ))}
    </span>
  );
}
