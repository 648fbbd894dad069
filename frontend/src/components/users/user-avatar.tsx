import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/display-name';

const sizes = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-xl',
  xl: 'size-24 text-3xl',
} as const;

type UserAvatarProps = {
  /** The name shown for the user (already resolved by the server or displayName()). */
  name: string;
  imageUrl?: string | null;
  size?: keyof typeof sizes;
  className?: string;
  /** The name is shown next to the avatar, so the picture adds nothing for screen readers (default). */
  decorative?: boolean;
};

/**
 * A round picture, or the initials when there is none or it fails to load (default 2.5rem).
 * Decorative by default: every use shows the name beside it.
 */
export function UserAvatar({ name, imageUrl, size = 'md', className, decorative = true }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(imageUrl) && failedUrl !== imageUrl;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/10 font-semibold text-primary ring-1 ring-border',
        sizes[size],
        className,
      )}
      data-testid="user-avatar"
    >
      {showImage && imageUrl ? (
        <img
          src={imageUrl}
          alt={decorative ? '' : `${name}'s profile picture`}
          className="size-full object-cover"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        <span aria-hidden="true">{initials({ username: name })}</span>
      )}
    </span>
  );
}
