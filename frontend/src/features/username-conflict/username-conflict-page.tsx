import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { createUsernameConflictRequestMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { CurrentUserDto, UsernameConflictType } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { LoadingScreen } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';

export const SUPPORT_EMAIL = 'support@irlhistory.example';
export const SUPPORT_SUCCESS =
  "Your support request has been submitted successfully. We'll review it and get back to you via email within 24-48 hours.";
export const SUPPORT_FAILURE = `Failed to submit support request. Please try again or contact us directly at ${SUPPORT_EMAIL}`;

const CONFLICT_TYPES: { value: UsernameConflictType; label: string }[] = [
  { value: 'account-merge', label: 'Merge my accounts' },
  { value: 'rightful-owner', label: 'I am the rightful owner of this username' },
  { value: 'other', label: 'Other' },
];

type FormValues = {
  conflictType: UsernameConflictType;
  desiredUsername: string;
  contactEmail: string;
  explanation: string;
};
type FormErrors = Partial<Record<keyof FormValues, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** desiredUsername, contactEmail (an e-mail) and explanation are required. */
export function validateConflictForm(values: FormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.desiredUsername.trim()) errors.desiredUsername = 'Required';
  if (!values.contactEmail.trim()) errors.contactEmail = 'Required';
  else if (!EMAIL_PATTERN.test(values.contactEmail.trim())) errors.contactEmail = 'Invalid email';
  if (!values.explanation.trim()) errors.explanation = 'Required';
  return errors;
}

/** /username-conflict: asks the admins for help with a username. */
export function UsernameConflictPage() {
  usePageMeta({ title: 'Username Conflict Support' });
  const { user, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Authentication Required</h1>
        <p className="text-muted-foreground">You must be logged in to submit a username conflict report.</p>
        <Button asChild>
          <Link to="/?signin=1">Sign In</Link>
        </Button>
      </section>
    );
  }
  return <ConflictForm user={user} />;
}

function ConflictForm({ user }: { user: CurrentUserDto }) {
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<FormValues>({
    conflictType: 'account-merge',
    desiredUsername: '',
    contactEmail: user.email ?? '',
    explanation: '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const submit = useMutation({
    ...createUsernameConflictRequestMutation(),
    onSuccess: () => {
      toast({ title: 'Request submitted', description: SUPPORT_SUCCESS, variant: 'success' });
      void navigate('/');
    },
  });

  const set = (key: keyof FormValues) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateConflictForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    submit.mutate({
      body: {
        conflictType: values.conflictType,
        desiredUsername: values.desiredUsername.trim(),
        currentUsername: user.username,
        contactEmail: values.contactEmail.trim(),
        explanation: values.explanation.trim(),
      },
    });
  };

  const fieldError = (key: keyof FormValues) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: keyof FormValues) => (errors[key] ? `${id}-${key}-error` : undefined);

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
              <select
                id={`${id}-type`}
                value={values.conflictType}
                onChange={(event) => set('conflictType')(event.target.value)}
                className="h-10 rounded-md border border-input bg-background px-3 text-sm"
              >
                {CONFLICT_TYPES.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </select>
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
              <textarea
                id={`${id}-explanation`}
                value={values.explanation}
                onChange={(event) => set('explanation')(event.target.value)}
                aria-invalid={Boolean(errors.explanation)}
                aria-describedby={described('explanation')}
                rows={5}
                required
                className="rounded-md border border-input bg-background px-3 py-2 text-sm"
              />
              {fieldError('explanation')}
            </div>
            {submit.isError ? (
              <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
                {SUPPORT_FAILURE}
              </p>
            ) : null}
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Submit Request'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
