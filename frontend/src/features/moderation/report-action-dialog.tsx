import { MODERATION_SUBJECT_LABELS, REPORT_ACTION_LABELS, type ReportAction } from '@irl/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  actOnReportsMutation,
  listHeldCommentsInfiniteQueryKey,
  listReportedItemsInfiniteQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ReportedItemDto } from '@/api/generated/types.gen';
import {
  EMPTY_MODERATION_REASON,
  ModerationReasonFields,
  moderationReasonBody,
  moderationReasonErrors,
  type ModerationReasonErrors,
} from '@/components/moderation/moderation-reason-fields';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage, fieldErrorMap } from '@/lib/api-error';

const WHAT_HAPPENS: Record<ReportAction, string> = {
  hidden: 'The item is hidden from everyone but its author and moderators.',
  deleted: 'The item is removed for good.',
  dismissed: 'Nothing changes; a hold the reports made ends.',
  warned: 'The author is told the reason category (not your note). The item stays as it is.',
};

/** Asks the reason category and note for one action on a reported item, then acts. */
export function ReportActionDialog({
  item,
  action,
  onClose,
}: {
  item: ReportedItemDto;
  action: ReportAction;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState(EMPTY_MODERATION_REASON);
  const [errors, setErrors] = useState<ModerationReasonErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const act = useMutation({
    ...actOnReportsMutation(),
    onSuccess: async (result) => {
      toast({
        title: `${REPORT_ACTION_LABELS[action]}: done`,
        description: `${result.resolvedReports} report${result.resolvedReports === 1 ? '' : 's'} resolved.`,
        variant: 'success',
      });
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listReportedItemsInfiniteQueryKey() }),
        queryClient.invalidateQueries({ queryKey: listHeldCommentsInfiniteQueryKey() }),
      ]);
    },
    onError: (error) => {
      const fields = fieldErrorMap(error);
      setErrors(fields);
      setGeneralError(Object.keys(fields).length > 0 ? null : errorMessage(error));
    },
  });
  const what = MODERATION_SUBJECT_LABELS[item.subjectKind].toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = moderationReasonErrors(reason);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    act.mutate({
      path: { subjectKind: item.subjectKind, subjectId: item.subjectId },
      body: { action, ...moderationReasonBody(reason) },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeading
            title={`${REPORT_ACTION_LABELS[action]}: ${what}`}
            description={`${WHAT_HAPPENS[action]} All ${item.openReports} open report${item.openReports === 1 ? '' : 's'} on it are resolved.`}
          />
          {generalError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {generalError}
            </p>
          ) : null}
          <ModerationReasonFields idPrefix="report-action" value={reason} onChange={setReason} errors={errors} />
          <DialogActions
            onCancel={onClose}
            confirmLabel={REPORT_ACTION_LABELS[action]}
            pendingLabel="Saving..."
            pending={act.isPending}
            confirmVariant={action === 'deleted' ? 'destructive' : undefined}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
