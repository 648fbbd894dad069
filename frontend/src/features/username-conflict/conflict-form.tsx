import { useId } from 'react';
import type { CurrentUserDto, UsernameConflictType } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSiteSettings } from '@/lib/site-settings';
import { supportFailure, useConflictForm } from './use-conflict-form';

const CONFLICT_TYPES: { value: UsernameConflictType; label: string }[] = [
  { value: 'account-merge', label: 'Merge my accounts' },
  { value: 'rightful-owner', label: 'I am the rightful owner of this username' },
  { value: 'other', label: 'Other' },
];

/** The account summary and the support request form. */
export function ConflictForm({ user }: { user: CurrentUserDto }) {
  const id = useId();
  const { values, set, errors, onSubmit, pending, failed } = useConflictForm(user);
  const { contactEmail } = useSiteSettings();

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
                <dd className="text-sm wrap-anywhere">{value}</dd>
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
            <FormField id={`${id}-type`} label="Conflict type">
              {(aria) => (
                <Select
                  {...aria}
                  value={values.conflictType}
                  onChange={(event) => set('conflictType')(event.target.value)}
                >
                  {CONFLICT_TYPES.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField id={`${id}-desired`} label="Desired username" error={errors.desiredUsername}>
              {(aria) => (
                <Input
                  {...aria}
                  value={values.desiredUsername}
                  onChange={(event) => set('desiredUsername')(event.target.value)}
                  required
                />
              )}
            </FormField>
            <FormField id={`${id}-email`} label="Contact email" error={errors.contactEmail}>
              {(aria) => (
                <Input
                  {...aria}
                  type="email"
                  value={values.contactEmail}
                  onChange={(event) => set('contactEmail')(event.target.value)}
                  required
                />
              )}
            </FormField>
            <FormField id={`${id}-explanation`} label="Explanation" error={errors.explanation}>
              {(aria) => (
                <Textarea
                  {...aria}
                  value={values.explanation}
                  onChange={(event) => set('explanation')(event.target.value)}
                  rows={5}
                  required
                />
              )}
            </FormField>
            {failed ? (
              <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
                {supportFailure(contactEmail)}
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
