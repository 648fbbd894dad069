import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { deleteMyAccountMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { CurrentUserDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';

/** What deleting the account does, named in the confirmation. */
export const DELETION_CONSEQUENCES = [
  'Your articles stay on the site, shown as written by "Deleted user".',
  'Your messages, comments, likes and follows are removed.',
  'Your profile, picture, flairs, settings and connected sign-in accounts are removed.',
  'Your points history is kept without your name.',
  'Every browser and device signed in to this account is signed out.',
] as const;

/** Delete my account: a confirmation naming what happens, the username typed to confirm. */
export function DeleteAccountCard({ user }: { user: CurrentUserDto }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useMutation({
    ...deleteMyAccountMutation(),
    // The session has ended: reload the site signed out.
    onSuccess: () => window.location.assign('/'),
  });
  if (user.isRoot) return null;

  const matches = typed.trim().toLowerCase() === user.username.toLowerCase();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (matches) remove.mutate({ body: { confirmUsername: typed.trim() } });
  };
  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  };

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle as="h2">Delete account</CardTitle>
        <CardDescription>Permanently delete your account. This cannot be undone.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
        <Dialog open={open} onOpenChange={close}>
          <DialogContent>
            <form onSubmit={submit} className="flex flex-col gap-4">
              <DialogHeading
                title="Delete your account?"
                description="This cannot be undone. Deleting your account means:"
              />
              <ul className="list-disc space-y-1 pl-5 text-sm">
                {DELETION_CONSEQUENCES.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <FormField
                id="delete-account-confirm"
                label={`Type your username (${user.username}) to confirm`}
                error={remove.isError ? errorMessage(remove.error) : undefined}
              >
                {(aria) => (
                  <Input {...aria} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
                )}
              </FormField>
              <DialogActions
                onCancel={() => close(false)}
                confirmLabel="Delete my account"
                pendingLabel="Deleting..."
                pending={remove.isPending}
                disabled={!matches}
                confirmVariant="destructive"
              />
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
