import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import {
  MESSAGE_MAX,
  NAME_MAX,
  RELATIONSHIP_MAX,
  subjectFromSearch,
  useRequestForm,
  type RequestKind,
  type RequestSubject,
} from './use-request-form';

const KINDS: { value: RequestKind; label: string; description: string }[] = [
  { value: 'correction', label: 'Correct it', description: 'Something in it is wrong or out of date.' },
  { value: 'takedown', label: 'Take it down', description: 'It should not be published at all.' },
];

function subjectPath(subject: RequestSubject): string | null {
  if (!subject) return null;
  return subject.kind === 'article' ? `/article/${subject.id}` : null;
}

/**
 * /request-correction?article=ID or ?entry=ID: anyone, signed in or not, asks the admins to correct or
 * take down what an article or archive entry says about them. A confirmation replaces the form once sent.
 */
export function RequestCorrectionPage() {
  usePageMeta({ title: 'This entry is about me' });
  const [search] = useSearchParams();
  const subject = subjectFromSearch(search);
  const { user } = useSession();
  return <RequestCorrectionForm key={user?.id ?? 'guest'} subject={subject} email={user?.email ?? ''} />;
}

function RequestCorrectionForm({ subject, email }: { subject: RequestSubject; email: string }) {
  const id = useId();
  const { values, set, errors, onSubmit, pending, failure, receipt } = useRequestForm(subject, email);
  const back = subjectPath(subject);

  if (receipt) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <CheckCircle2 aria-hidden="true" className="size-12 text-green-600" />
        <h1 className="text-3xl font-bold tracking-tight">Request received</h1>
        <p className="text-muted-foreground">
          Thank you. The admins will review your {receipt.kind === 'takedown' ? 'takedown' : 'correction'} request and
          answer by e-mail at <strong className="wrap-anywhere">{values.email.trim()}</strong>, normally within 7 days.
        </p>
        <p className="text-sm text-muted-foreground">Reference: {receipt.id}</p>
        <Button asChild variant="outline">
          <Link to={back ?? '/'}>{back ? 'Back to the article' : 'Back to the home page'}</Link>
        </Button>
      </section>
    );
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <h1 className="mb-2 text-3xl font-bold tracking-tight">This entry is about me</h1>
      <p className="mb-6 text-muted-foreground">
        If an article or archive entry says something about you that is wrong, or should not be published, tell the
        admins here. You do not need an account.
      </p>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Your request</CardTitle>
          <CardDescription>
            {subject
              ? `About ${subject.kind === 'article' ? 'article' : 'archive entry'} #${subject.id}.`
              : 'Open this form from the article or archive entry the request is about.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            {errors.subject ? (
              <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
                {errors.subject}
              </p>
            ) : null}
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1.5 text-sm font-medium">What do you ask?</legend>
              {KINDS.map((kind) => (
                <label key={kind.value} className="flex items-start gap-2 rounded-md border p-3 text-sm">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={kind.value}
                    checked={values.kind === kind.value}
                    onChange={() => set('kind')(kind.value)}
                    className="mt-0.5"
                  />
                  <span>
                    <span className="font-medium">{kind.label}</span>
                    <span className="block text-muted-foreground">{kind.description}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <FormField id={`${id}-name`} label="Your name" error={errors.name}>
              {(aria) => (
                <Input
                  {...aria}
                  value={values.name}
                  maxLength={NAME_MAX}
                  autoComplete="name"
                  onChange={(event) => set('name')(event.target.value)}
                  required
                />
              )}
            </FormField>
            <FormField
              id={`${id}-email`}
              label="Your e-mail address"
              hint="We send our answer here and use it for nothing else."
              error={errors.email}
            >
              {(aria) => (
                <Input
                  {...aria}
                  type="email"
                  value={values.email}
                  autoComplete="email"
                  onChange={(event) => set('email')(event.target.value)}
                  required
                />
              )}
            </FormField>
            <FormField
              id={`${id}-relationship`}
              label="How are you related to it?"
              hint='For example "I am the person named in it" or "I represent them".'
              error={errors.relationship}
            >
              {(aria) => (
                <Input
                  {...aria}
                  value={values.relationship}
                  maxLength={RELATIONSHIP_MAX}
                  onChange={(event) => set('relationship')(event.target.value)}
                  required
                />
              )}
            </FormField>
            <FormField id={`${id}-message`} label="What is wrong, and what do you ask?" error={errors.message}>
              {(aria) => (
                <Textarea
                  {...aria}
                  value={values.message}
                  maxLength={MESSAGE_MAX}
                  onChange={(event) => set('message')(event.target.value)}
                  rows={6}
                  required
                />
              )}
            </FormField>
            {failure ? (
              <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm">
                {failure}
              </p>
            ) : null}
            <Button type="submit" disabled={pending}>
              {pending ? 'Sending…' : 'Send request'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
