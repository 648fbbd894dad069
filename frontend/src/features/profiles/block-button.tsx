import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import {
  blockUserMutation,
  getBlockStatusOptions,
  unblockUserMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { BlockStatusDto, ProfileDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { afterBlockChange } from './invalidations';

/** Block (after a confirmation saying what it does) or Unblock another member. */
export function BlockButton({ profile }: { profile: ProfileDto }) {
  const queryClient = useQueryClient();
  const path = { userId: profile.id };
  const status = useQuery(getBlockStatusOptions({ path }));
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const onError = (error: unknown) =>
    toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
  const done = (title: string) => async (result: BlockStatusDto) => {
    await afterBlockChange(queryClient, result);
    toast({ title, description: profile.displayName, variant: 'success' });
  };
  const block = useMutation({ ...blockUserMutation(), onSuccess: done('Member blocked'), onError });
  const unblock = useMutation({ ...unblockUserMutation(), onSuccess: done('Member unblocked'), onError });
  const busy = block.isPending || unblock.isPending;

  if (!status.data) return null;
  if (status.data.blocked) {
    return (
      <Button variant="outline" disabled={busy} onClick={() => unblock.mutate({ path })}>
        {busy ? <Spinner label="Updating..." /> : <Ban aria-hidden="true" />}
        Unblock
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        disabled={busy}
        onClick={() =>
          setConfirming({
            title: `Block ${profile.displayName}?`,
            description:
              'They will not be able to message you or follow you, and any follows between you end. ' +
              'Their comments are collapsed for you. They are not told. You can unblock them at any time in Settings.',
            confirmLabel: 'Block',
            onConfirm: () => block.mutate({ path }),
          })
        }
      >
        {busy ? <Spinner label="Updating..." /> : <Ban aria-hidden="true" />}
        Block
      </Button>
      <ConfirmDialog request={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
