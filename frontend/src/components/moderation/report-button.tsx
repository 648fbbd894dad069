import type { ModerationSubjectKind } from '@irl/shared';
import { MODERATION_SUBJECT_LABELS } from '@irl/shared';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { ReportDialog } from './report-dialog';

type Props = {
  subjectKind: ModerationSubjectKind;
  subjectId: string | number;
  /** Who wrote the item: its author sees no Report action (null for the site's own items). */
  authorId: string | null;
  /** A small icon button (comments, messages) instead of a labelled one. */
  compact?: boolean;
  className?: string;
};

/** "Report" for signed-in members who did not write the item; opens the report dialog. */
export function ReportButton({ subjectKind, subjectId, authorId, compact = false, className }: Props) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  if (!user || user.id === authorId) return null;
  const label = reported ? 'Reported' : 'Report';
  const what = MODERATION_SUBJECT_LABELS[subjectKind].toLowerCase();
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'outline'}
        size={compact ? 'sm' : 'default'}
        className={className}
        aria-label={compact ? `${label} ${what}` : undefined}
        title={compact ? `${label} ${what}` : undefined}
        onClick={() => setOpen(true)}
        data-testid={`report-${subjectKind}`}
      >
        <Flag aria-hidden="true" />
        {compact ? null : label}
      </Button>
      {open ? (
        <ReportDialog
          subjectKind={subjectKind}
          subjectId={String(subjectId)}
          onClose={() => setOpen(false)}
          onReported={(already) => {
            setReported(true);
            if (!already)
              toast({
                title: 'Report sent',
                description: 'Thank you. A moderator will review it.',
                variant: 'success',
              });
          }}
        />
      ) : null}
    </>
  );
}
