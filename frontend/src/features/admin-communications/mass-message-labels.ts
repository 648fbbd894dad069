import type { MassMessageDto, RecipientGroup } from '@/api/generated/types.gen';

export const RECIPIENT_LABELS: Record<RecipientGroup, string> = {
  all: 'All users',
  admins: 'Admins',
  moderators: 'Moderators',
  premium: 'Premium members',
};

export function massMessagePath(id: string): string {
  return `/admin/communications/mass-messages/${id}`;
}

/** Share of recipients reached, for the progress bar (a message with nobody to reach is complete). */
export function reachedPercent({ done, total }: Pick<MassMessageDto, 'done' | 'total'>): number {
  return total > 0 ? (done / total) * 100 : 100;
}
