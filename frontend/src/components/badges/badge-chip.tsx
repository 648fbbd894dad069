import type { AdminBadgeDto } from '@/api/generated/types.gen';
import { cn } from '@/lib/cn';

/** A badge as a chip: its emoji and name, the description as the tooltip. */
export function BadgeChip({
  badge,
  className,
}: {
  badge: Pick<AdminBadgeDto, 'icon' | 'name' | 'description'>;
  className?: string;
}) {
  return (
    <span
      title={badge.description}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border bg-muted/50 px-3 py-1 text-sm font-medium text-foreground',
        className,
      )}
    >
      <span aria-hidden="true">{badge.icon}</span>
      {badge.name}
    </span>
  );
}
