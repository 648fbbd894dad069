import * as AvatarPrimitive from '@radix-ui/react-avatar';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/display-name';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
} as const;

export type AvatarSize = keyof typeof sizes;

type AvatarProps = {
  /** The name shown for the user (already resolved by the server or displayName()). */
  name: string;
  imageUrl?: string | null;
  size?: AvatarSize;
  className?: string;
  /** The name is shown next to the avatar, so the picture adds nothing for screen readers (default). */
  decorative?: boolean;
  /** What shows without the picture; the name's initials unless given (a provider's letter, say). */
  fallback?: ReactNode;
};

/**
 * A round picture, or the name's initials while it loads, when there is none or when it fails to
 * load. The initials follow the display-name rule (`initials()` in lib/display-name).
 */
export function Avatar({ name, imageUrl, size = 'md', className, decorative = true, fallback }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/10 font-semibold text-primary ring-1 ring-border',
        sizes[size],
        className,
      )}
      data-testid="user-avatar"
    >
      {imageUrl ? (
        <AvatarPrimitive.Image
          src={imageUrl}
          alt={decorative ? '' : `${name}'s profile picture`}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback aria-hidden="true">{fallback ?? initials({ username: name })}</AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
