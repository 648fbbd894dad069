import { useId } from 'react';
import type { CurrentUserDto, UsernameConflictType } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { type ConflictFormValues, SUPPORT_FAILURE, useConflictForm } from './use-conflict-form';

const CONFLICT_TYPES: { value: UsernameConflictType; label: string }[] = [
  { value: 'account-merge', label: 'Merge my accounts' },
  { value: 'rightful-owner', label: 'I am the rightful owner of this username' },
  { value: 'other', label: 'Other' },
];

/** The account summary and the support request form. */
export function ConflictForm({ user }: { user: CurrentUserDto }) {
  const id = useId();
  const { values, set, errors, onSubmit, pending, failed } = useConflictForm(user);

  const fieldError = (key: keyof ConflictFormValues) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: keyof ConflictFormValues) => (errors[key] ? `${id}-${key}-error` : undefined);

  const summary: [string, string][] = [
    ['User ID', user.id],
    ['Email', user.email ?? 'Not set'],
    ['Username', user.username],
    ['Name', [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Not set'],
  ];

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Username Conflict Support</h1>
      <Card className="mb-6">
        <CardHeader>
          <CardTitle as="h2">Your account</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            {summary.map(([term, value]) => (
              <div key={term}>
                <dt className="text-xs font-medium text-muted-foreground uppercase">{term}</dt>
                <dd className="text-sm break-all">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Request help</CardTitle>
          <CardDescription>Tell us about the conflict and we will get back to you by e-mail.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-type`} className="text-sm font-medium">
                Conflict type
              </label>
              <Select
                id={`${id}-type`}
                value={values.conflictType}
                onChange={(event) => set('conflictType')(event.target.value)}
              >
                {CONFLICT_TYPES.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </Select>
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-desired`} className="text-sm font-medium">
                Desired username
              </label>
              <Input
                id={`${id}-desired`}
                value={values.desiredUsername}
                onChange={(event) => set('desiredUsername')(event.target.value)}
                aria-invalid={Boolean(errors.desiredUsername)}
                aria-describedby={described('desiredUsername')}
                required
              />
              {fieldError('desiredUsername')}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                Contact email
              </label>
              <Input
                id={`${id}-email`}
                type="email"
                value={values.contactEmail}
                onChange={(event) => set('contactEmail')(event.target.value)}
                aria-invalid={Boolean(errors.contactEmail)}
                aria-describedby={described('contactEmail')}
                required
              />
              {fieldError('contactEmail')}
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-explanation`} className="text-sm font-medium">
                Explanation
              </label>
              <Textarea
                id={`${id}-explanation`}
                value={values.explanation}
                onChange={(event) => set('explanation')(event.target.value)}
                aria-invalid={Boolean(errors.explanation)}
                aria-describedby={described('explanation')}
                rows={5}
                required
              />
              {fieldError('explanation')}
            </div>
            {failed ? (
              <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
                {SUPPORT_FAILURE}
              </p>
            ) : null}
            <Button type="submit" disabled={pending}>
              {pending ? 'Submitting...' : 'Submit Request'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
