import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { logoutMutation, verifySecondFactorMutation } from '@/api/generated/@tanstack/react-query.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldErrorMap, serverMessage } from '@/lib/api-error';

/**
 * The step after sign-in for an admin with a second factor: the code prompt, shown instead of the
 * page until this session passed it (the server refuses admin operations until then).
 */
export function SecondFactorPrompt() {
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const verify = useMutation({
    ...verifySecondFactorMutation(),
    // Everything refetches: the session's state, and the screens the server refused until now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const logout = useMutation({ ...logoutMutation(), onSettled: () => window.location.assign('/') });
  const error = verify.error ? (fieldErrorMap(verify.error).code ?? serverMessage(verify.error)) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    verify.mutate({ body: { code: code.trim() } });
  }

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Two-factor verification</CardTitle>
          <CardDescription>
            Enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Two-factor verification">
            <FormField id="second-factor-code" label="Code" error={error}>
              {(aria) => (
                <Input
                  {...aria}
                  autoFocus
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(event) => setCode(event.target.value)}
                />
              )}
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={verify.isPending || code.trim().length === 0}>
                {verify.isPending ? 'Checking...' : 'Verify'}
              </Button>
              <Button type="button" variant="outline" onClick={() => logout.mutate({})}>
                Sign out
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}

/** For an admin who must set a second factor up before using the admin tools. */
export function SecondFactorEnrolmentBanner() {
  return (
    <div
      role="status"
      className="border-b bg-amber-100 px-4 py-2 text-center text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-100"
    >
      Two-factor authentication is required for administrators.{' '}
      <Link to="/settings/security" className="font-medium underline underline-offset-4">
        Set it up on the Security tab
      </Link>{' '}
      to use the admin tools.
    </div>
  );
}
