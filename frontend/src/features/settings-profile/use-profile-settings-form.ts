import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { updateMyProfileMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { ProfileDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { errorMessage, fieldErrorMap } from '@/lib/api-error';
import { afterProfileChange } from '@/components/users/user-invalidations';
import { initialProfileFormState, type ProfileFormState, toUpdateBody } from './profile-form-state';

/** The profile form's values, the server's field errors and the save. */
export function useProfileSettingsForm(profile: ProfileDto) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ProfileFormState>(() => initialProfileFormState(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    ...updateMyProfileMutation(),
    onSuccess: async () => {
      setErrors({});
      toast({ title: 'Settings updated', description: 'Your profile has been saved.' });
      await afterProfileChange(queryClient);
    },
    onError: (error) => {
      setErrors(fieldErrorMap(error));
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    },
  });

  const set = <K extends keyof ProfileFormState>(key: K, value: ProfileFormState[K]) =>
    setState((previous) => ({ ...previous, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ body: toUpdateBody(state, initialProfileFormState(profile)) });
  };

  return { state, set, errors, saving: save.isPending, onSubmit };
}

export type ProfileSettingsForm = ReturnType<typeof useProfileSettingsForm>;
