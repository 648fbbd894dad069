import { cn } from '@/lib/cn';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words[words.length - 1]?.[0]] : [name.trim().slice(0, 2)];
  return letters.join('').toUpperCase() || '?';
}

/** A round avatar: the picture when there is one, else the name's initials. Decorative (the name sits beside it). */
export function UserAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-secondary text-sm font-semibold text-secondary-foreground',
        className,
      )}
    >
      {imageUrl ? <img src={imageUrl} alt="" className="size-full object-cover" /> : initialsOf(name)}
    </span>
  );
}
