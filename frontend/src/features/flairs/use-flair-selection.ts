import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  activateUserFlairMutation,
  deactivateUserFlairsMutation,
  listUserFlairsOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import { toast } from '@/components/ui/toast';
import { serverMessage } from '@/lib/api-error';
import { afterFlairsChange } from '@/components/flairs/flair-invalidations';
import { BANNER_CLEAR_DELAY_MS, hasUnsavedChanges, selectedFlair, type FlairChoice } from './flair-selection';

/**
 * The signed-in user's owned flairs and their pending choice. Save activates the chosen flair or
 * deactivates all; afterwards the list is refetched and the banner clears about half a second later.
 */
export function useFlairSelection(userId: string) {
  const queryClient = useQueryClient();
  const owned = useQuery(listUserFlairsOptions({ path: { id: userId } }));
  const savedId = owned.data?.find((flair) => flair.isActive)?.flairId ?? null;
  const [choice, setChoice] = useState<FlairChoice>(undefined);
  const [settling, setSettling] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const onSaved = async () => {
    toast({ title: 'Flair updated', description: 'Your active flair has been saved.', variant: 'success' });
    setSettling(true);
    await afterFlairsChange(queryClient);
    timer.current = setTimeout(() => {
      setChoice(undefined);
      setSettling(false);
    }, BANNER_CLEAR_DELAY_MS);
  };
  const onError = (error: unknown) =>
    toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to update flair', variant: 'destructive' });

  const activate = useMutation({ ...activateUserFlairMutation(), onSuccess: onSaved, onError });
  const deactivate = useMutation({ ...deactivateUserFlairsMutation(), onSuccess: onSaved, onError });

  const selected = selectedFlair(choice, savedId);
  return {
    owned,
    selected,
    hasChanges: hasUnsavedChanges(choice, savedId, settling),
    isSaving: activate.isPending || deactivate.isPending,
    choose: (flairId: number | null) => {
      if (settling) return;
      setChoice(flairId);
    },
    save: () => {
      if (selected === null) deactivate.mutate({ path: { userId } });
      else activate.mutate({ path: { userId, flairId: selected } });
    },
  };
}
