import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { deleteMyAvatarMutation, uploadMyAvatarMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { ProfileDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { errorMessage } from '@/lib/api-error';
import { afterProfileChange } from '@/components/users/user-invalidations';

/** The profile picture may be at most 5MB (the server refuses larger files too). */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** Why a picture cannot be uploaded, or null when it can. */
export function avatarFileProblem(file: File): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'Please choose a PNG, JPEG, GIF or WebP image.';
  if (file.size > MAX_AVATAR_BYTES) return 'The picture is larger than 5MB. Please choose a smaller one.';
  return null;
}

export function AvatarField({ profile }: { profile: ProfileDto }) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  // Free the preview's object URL when it is replaced or the field goes away.
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const clearSelection = () => {
    setFile(null);
    setPreviewUrl(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const upload = useMutation({
    ...uploadMyAvatarMutation(),
    onSuccess: async () => {
      clearSelection();
      toast({ title: 'Profile picture updated', description: 'Your new picture is on your profile.' });
      await afterProfileChange(queryClient);
    },
    onError: (error) => setProblem(`Upload failed: ${errorMessage(error)}`),
  });
  const remove = useMutation({
    ...deleteMyAvatarMutation(),
    onSuccess: async () => {
      toast({ title: 'Profile picture removed', description: 'Your profile shows your initials again.' });
      await afterProfileChange(queryClient);
    },
    onError: (error) => setProblem(`Removing the picture failed: ${errorMessage(error)}`),
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setProblem(null);
    if (!chosen) {
      clearSelection();
      return;
    }
    const reason = avatarFileProblem(chosen);
    if (reason) {
      setProblem(reason);
      clearSelection();
      return;
    }
    setFile(chosen);
    setPreviewUrl(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(chosen) : null);
  };

  const busy = upload.isPending || remove.isPending;

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h3 id={`${inputId}-heading`} className="text-base font-semibold">
        Profile Picture
      </h3>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt="Preview of the new profile picture"
            className="size-24 rounded-full object-cover ring-1 ring-border"
            data-testid="avatar-preview"
          />
        ) : (
          <Avatar name={profile.displayName} imageUrl={profile.profileImageUrl} size="xl" />
        )}
        <div className="flex flex-col gap-2">
          <Label htmlFor={inputId}>Choose a picture</Label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            aria-describedby={hintId}
            onChange={onChange}
            disabled={busy}
            className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
          <p id={hintId} className="text-xs text-muted-foreground">
            PNG, JPEG, GIF or WebP. Maximum file size 5MB
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              disabled={!file || busy}
              onClick={() => file && upload.mutate({ body: { file } })}
            >
              {upload.isPending ? <Spinner label="Uploading..." /> : <ImageUp aria-hidden="true" />}
              Upload Picture
            </Button>
            {file ? (
              <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={clearSelection}>
                Cancel
              </Button>
            ) : null}
            {profile.profileImageUrl ? (
              <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => remove.mutate({})}>
                {remove.isPending ? <Spinner label="Removing..." /> : <Trash2 aria-hidden="true" />}
                Remove Picture
              </Button>
            ) : null}
          </div>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
