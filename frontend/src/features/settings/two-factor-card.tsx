import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { type FormEvent, useState } from 'react';
import {
  confirmSecondFactorEnrolmentMutation,
  disableSecondFactorMutation,
  getSecondFactorStatusOptions,
  regenerateSecondFactorRecoveryCodesMutation,
  startSecondFactorEnrolmentMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { SecondFactorEnrolmentDto, SecondFactorStatusDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { fieldErrorMap, serverMessage } from '@/lib/api-error';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import { afterSecondFactorChange } from './invalidations';

/** Settings > Security, for admins: set up (or remove) a TOTP second factor with an authenticator app. */
export function TwoFactorCard() {
  const status = useQuery(getSecondFactorStatusOptions());
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolmentDto | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const queryClient = useQueryClient();
  const onError = (error: unknown) =>
    toast({ title: 'Error', description: serverMessage(error) ?? 'Something went wrong.', variant: 'destructive' });
  const start = useMutation({ ...startSecondFactorEnrolmentMutation(), onSuccess: setEnrolment, onError });
  const disable = useMutation({
    ...disableSecondFactorMutation(),
    onSuccess: async () => {
      toast({ title: 'Two-factor authentication removed', variant: 'success' });
      await afterSecondFactorChange(queryClient);
    },
    onError,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-factor authentication</CardTitle>
        <CardDescription>
          A code from an authenticator app, asked after each sign-in before you can use the admin tools.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={status} loadingLabel="Loading..." errorTitle="Could not load two-factor authentication">
          {(current) => {
            if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
            if (current.enrolled)
              return (
                <EnrolledState
                  status={current}
                  removing={disable.isPending}
                  onRemove={() => disable.mutate({})}
                  onNewCodes={setRecoveryCodes}
                />
              );
            if (enrolment)
              return (
                <ConfirmEnrolment
                  enrolment={enrolment}
                  onConfirmed={(codes) => {
                    setEnrolment(null);
                    setRecoveryCodes(codes);
                  }}
                />
              );
            return (
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p className="text-sm text-muted-foreground">
                  {current.required ? 'Required for administrators: set it up to use the admin tools.' : 'Not set up.'}
                </p>
                <Button disabled={start.isPending} onClick={() => start.mutate({})}>
                  Set up two-factor authentication
                </Button>
              </div>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}

/** On: what is left of the recovery codes, new ones on request, and removal. */
function EnrolledState({
  status,
  removing,
  onRemove,
  onNewCodes,
}: {
  status: SecondFactorStatusDto;
  removing: boolean;
  onRemove: () => void;
  onNewCodes: (codes: string[]) => void;
}) {
  const queryClient = useQueryClient();
  // A second press before the first answer re-renders the button must not replace the codes twice (the
  // server keeps no answer for this one: its codes are secrets).
  const regenerate = useIdempotentMutation({
    ...regenerateSecondFactorRecoveryCodesMutation(),
    onSuccess: async (result) => {
      onNewCodes(result.recoveryCodes);
      toast({ title: 'New recovery codes made: the old ones no longer work', variant: 'success' });
      await afterSecondFactorChange(queryClient);
    },
    onError: (error) =>
      toast({ title: 'Error', description: serverMessage(error) ?? 'Something went wrong.', variant: 'destructive' }),
  });
  const left = status.recoveryCodesLeft;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-sm font-medium" data-testid="two-factor-on">
            Two-factor authentication is on.
          </p>
          <p className="text-sm text-muted-foreground" data-testid="recovery-codes-left">
            {left === 1 ? '1 recovery code left.' : `${left} recovery codes left.`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => regenerate.mutate({})}>
            Generate new recovery codes
          </Button>
          <Button variant="outline" disabled={removing} onClick={onRemove}>
            Remove
          </Button>
        </div>
      </div>
      {status.recoveryCodesOutdated || left <= 2 ? (
        <p role="status" className="text-sm text-amber-800 dark:text-amber-300">
          {status.recoveryCodesOutdated
            ? 'Your recovery codes are of an older, shorter kind. Generate new ones and keep them somewhere safe.'
            : 'You are running out of recovery codes. Generate new ones and keep them somewhere safe.'}
        </p>
      ) : null}
    </div>
  );
}

function ConfirmEnrolment({
  enrolment,
  onConfirmed,
}: {
  enrolment: SecondFactorEnrolmentDto;
  onConfirmed: (codes: string[]) => void;
}) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const confirm = useMutation({
    ...confirmSecondFactorEnrolmentMutation(),
    onSuccess: async (result) => {
      onConfirmed(result.recoveryCodes);
      toast({ title: 'Two-factor authentication is on', variant: 'success' });
      await afterSecondFactorChange(queryClient);
    },
  });
  const error = confirm.error ? (fieldErrorMap(confirm.error).code ?? serverMessage(confirm.error)) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate({ body: { code: code.trim() } });
  }

  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
      <div className="w-fit rounded-lg bg-white p-3">
        <QRCodeSVG value={enrolment.otpauthUrl} size={160} role="img" aria-label="QR code for your authenticator app" />
      </div>
      <form className="grid content-start gap-3" onSubmit={submit} noValidate>
        <p className="text-sm">
          Scan the QR code with an authenticator app, or enter this key by hand:{' '}
          <code className="rounded bg-muted px-1.5 py-0.5 break-all" data-testid="two-factor-secret">
            {enrolment.secret}
          </code>
        </p>
        <FormField id="two-factor-confirm-code" label="Code from the app" error={error}>
          {(aria) => (
            <Input
              {...aria}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </FormField>
        <div>
          <Button type="submit" disabled={confirm.isPending || code.trim().length === 0}>
            {confirm.isPending ? 'Checking...' : 'Turn on'}
          </Button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Keep these recovery codes somewhere safe. Each one works once instead of a code from the app; they are not shown
        again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-1 gap-1 font-mono text-sm sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  );
}
