import type { UserRole } from '@/api/generated/types.gen';
import { cn } from '@/lib/cn';

const roleStyles = {
  admin:
    'border-red-500/40 bg-red-500/15 text-red-800 shadow-[0_0_10px_rgba(239,68,68,0.55)] motion-safe:animate-pulse dark:text-red-300',
  moderator: 'border-green-500/40 bg-green-500/15 text-green-800 dark:text-green-300',
} as const;

const roleLabels = { admin: 'Admin', moderator: 'Moderator' } as const;

type RoleBadgeProps = {
  role: UserRole;
  className?: string;
};

/**
 * The built-in role flair (Admin red with an animated glow, Moderator green). The glow only
 * pulses when the user has not asked for reduced motion. Ordinary users get no badge.
 */
export function RoleBadge({ role, className }: RoleBadgeProps) {
  if (role !== 'admin' && role !== 'moderator') return null;
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        roleStyles[role],
        className,
      )}
      data-testid="role-badge"
    >
      {roleLabels[role]}
    </span>
  );
}
