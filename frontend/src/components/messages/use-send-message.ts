import { useQueryClient } from '@tanstack/react-query';
import { sendMessageMutation } from '@/api/generated/@tanstack/react-query.gen';
import { toast } from '@/components/ui/toast';
import { errorStatus, serverMessage } from '@/lib/api-error';
import { afterMessage } from './message-invalidations';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

export const SEND_FAILED_TITLE = 'Error';
export const SEND_FAILED_DESCRIPTION = 'Failed to send message.';

/** The server's own reason for a refused message (400 validation, 403 feature restricted), if any. */
export function sendFailureReason(error: unknown): string | undefined {
  const status = errorStatus(error);
  if (status !== 400 && status !== 403) return undefined;
  return serverMessage(error) ?? undefined;
}

/** 'Error' / 'Failed to send message.' plus the server's reason when it gave one. */
export function toastSendFailure(error: unknown): void {
  console.error('Mutation error:', error);
  const reason = sendFailureReason(error);
  toast({
    title: SEND_FAILED_TITLE,
    description: reason ? `${SEND_FAILED_DESCRIPTION} ${reason}` : SEND_FAILED_DESCRIPTION,
    variant: 'destructive',
  });
}

/** sendMessage; on success every conversation list, thread and unread count is refetched. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    ...sendMessageMutation(),
    onSettled: () => afterMessage(queryClient),
  });
}
