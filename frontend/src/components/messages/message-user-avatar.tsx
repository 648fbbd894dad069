import { useState } from 'react';
import { cn } from '@/lib/cn';

type MessageUserAvatarProps = {
  user: { displayName: string; profileImageUrl: string | null };
  className?: string;
};

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.trim().slice(0, 2);
  return letters.toUpperCase() || '?';
}

/**
 * A round avatar: the profile image, or the name's initials (also when the image fails to load).
 * Decorative; the name sits beside it.
 */
export function MessageUserAvatar({ user, className }: MessageUserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const imageUrl = user.profileImageUrl && user.profileImageUrl !== failedUrl ? user.profileImageUrl : null;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-sm font-semibold text-primary',
        className,
      )}
    >
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          className="size-full object-cover"
          loading="lazy"
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        initialsOf(user.displayName)
      )}
    </span>
  );
}
