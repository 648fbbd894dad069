import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Info, X, XCircle } from 'lucide-react';
import {
  dismissAnnouncementMutation,
  listActiveAnnouncementsOptions,
  listActiveAnnouncementsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { AnnouncementDto, AnnouncementType } from '@/api/generated/types.gen';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

/** Look for new announcements this often while the page is open. */
const REFRESH_MS = 60_000;

const STYLES: Record<AnnouncementType, { className: string; Icon: typeof Info }> = {
  info: {
    className: 'border-sky-500/40 bg-sky-50 text-sky-950 dark:bg-sky-950/60 dark:text-sky-100',
    Icon: Info,
  },
  warning: {
    className: 'border-amber-500/50 bg-amber-50 text-amber-950 dark:bg-amber-950/60 dark:text-amber-100',
    Icon: AlertTriangle,
  },
  success: {
    className: 'border-emerald-500/40 bg-emerald-50 text-emerald-950 dark:bg-emerald-950/60 dark:text-emerald-100',
    Icon: CheckCircle2,
  },
  error: {
    className: 'border-red-500/40 bg-red-50 text-red-950 dark:bg-red-950/60 dark:text-red-100',
    Icon: XCircle,
  },
};

/** The site's announcements for signed-in users, newest first, each closable (remembered on every device). */
export function AnnouncementBanner() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const announcements = useQuery({
    ...listActiveAnnouncementsOptions(),
    enabled: Boolean(user),
    refetchInterval: REFRESH_MS,
  });
  const dismiss = useMutation({
    ...dismissAnnouncementMutation(),
    onMutate: ({ path }) =>
      queryClient.setQueryData<AnnouncementDto[]>(listActiveAnnouncementsQueryKey(), (rows) =>
        rows?.filter((row) => row.id !== path.id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listActiveAnnouncementsQueryKey() }),
  });
  if (!user || !announcements.data?.length) return null;
  return (
    <div
      className="mx-auto flex w-full max-w-7xl flex-col gap-2 px-4 pt-3 sm:px-6"
      aria-label="Announcements"
      role="region"
    >
      {announcements.data.map((announcement) => {
        const { className, Icon } = STYLES[announcement.type];
        return (
          <div
            key={announcement.id}
            role={announcement.type === 'error' || announcement.type === 'warning' ? 'alert' : 'status'}
            data-testid="announcement-banner"
            data-type={announcement.type}
            className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', className)}
          >
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{announcement.title}</p>
              <p className="break-words whitespace-pre-wrap">{announcement.content}</p>
            </div>
            <button
              type="button"
              aria-label={`Dismiss announcement: ${announcement.title}`}
              className="rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
              onClick={() => dismiss.mutate({ path: { id: announcement.id } })}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
