import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { addSupportNoteMutation, replyToSupportRequestMutation } from '@/api/generated/@tanstack/react-query.gen';
import type { SupportOutcomeAction, SupportRequestDetailDto } from '@/api/generated/types.gen';
import {
  EMPTY_MODERATION_REASON,
  moderationReasonBody,
  moderationReasonErrors,
  ModerationReasonFields,
  type ModerationReason,
} from '@/components/moderation/moderation-reason-fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { afterSupportChange } from '@/features/admin/invalidations';
import { fieldErrorMap, serverMessage } from '@/lib/api-error';
import { formatTime, needsOutcome, OUTCOME_LABELS, OUTCOMES } from './support-words';

const BODY_MAX = 5000;

/** The internal notes and replies, oldest first, with a box for each. */
export function SupportThread({ request }: { request: SupportRequestDetailDto }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h3" className="text-base">
            Notes and replies
          </CardTitle>
          <CardDescription>Notes are for admins only; replies are e-mailed to the requester.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {request.messages.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing yet.</p>
          ) : (
            <ol aria-label="Notes and replies" className="flex flex-col gap-3">
              {request.messages.map((message) => (
                <li
                  key={message.id}
                  className={
                    message.type === 'note'
                      ? 'rounded-md border border-dashed p-3'
                      : 'rounded-md border bg-muted/40 p-3'
                  }
                >
                  <p className="mb-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <Badge variant={message.type === 'note' ? 'outline' : 'secondary'}>
                      {message.type === 'note' ? 'Internal note' : 'Reply'}
                    </Badge>
                    <span>{message.author?.username ?? 'Deleted admin'}</span>
                    <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
                  </p>
                  <p className="text-sm whitespace-pre-wrap wrap-anywhere">{message.body}</p>
                </li>
              ))}
            </ol>
          )}
          <NoteForm requestId={request.id} />
        </CardContent>
      </Card>
      <ReplyForm request={request} />
    </>
  );
}

function NoteForm({ requestId }: { requestId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const add = useMutation({
    ...addSupportNoteMutation(),
    onSuccess: () => {
      setBody('');
      void afterSupportChange(queryClient);
    },
  });
  const error = add.isError ? (fieldErrorMap(add.error).body ?? serverMessage(add.error) ?? 'Not saved.') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || add.isPending) return;
    add.mutate({ path: { id: requestId }, body: { body: body.trim() } });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label="Add an internal note">
      <FormField id={`${id}-note`} label="Internal note" error={error}>
        {(aria) => (
          <Textarea {...aria} rows={2} maxLength={BODY_MAX} value={body} onChange={(e) => setBody(e.target.value)} />
        )}
      </FormField>
      <Button type="submit" variant="outline" size="sm" className="self-start" disabled={!body.trim() || add.isPending}>
        Add note
      </Button>
    </form>
  );
}

function ReplyForm({ request }: { request: SupportRequestDetailDto }) {
  const id = useId();
  const queryClient = useQueryClient();
  const withOutcome = needsOutcome(request);
  const [body, setBody] = useState('');
  const [action, setAction] = useState<SupportOutcomeAction | ''>('');
  const [reason, setReason] = useState<ModerationReason>(EMPTY_MODERATION_REASON);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reply = useMutation({
    ...replyToSupportRequestMutation(),
    onSuccess: () => {
      setBody('');
      setReason(EMPTY_MODERATION_REASON);
      setErrors({});
      toast({ title: 'Reply sent', description: `E-mailed to ${request.requesterEmail}.`, variant: 'success' });
      void afterSupportChange(queryClient);
    },
    onError: (error) => {
      const found = fieldErrorMap(error);
      setErrors(Object.keys(found).length > 0 ? found : { body: serverMessage(error) ?? 'The reply was not sent.' });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending) return;
    const found: Record<string, string> = {};
    if (!body.trim()) found.body = 'Write the reply first.';
    if (withOutcome) {
      if (!action) found['outcome.action'] = 'Choose what was done.';
      const reasonErrors = moderationReasonErrors(reason);
      if (reasonErrors.reasonCategory) found['outcome.reasonCategory'] = reasonErrors.reasonCategory;
      if (reasonErrors.note) found['outcome.note'] = reasonErrors.note;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    reply.mutate({
      path: { id: request.id },
      body: {
        body: body.trim(),
        ...(withOutcome && action ? { outcome: { action, ...moderationReasonBody(reason) } } : {}),
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="text-base">
          Reply
        </CardTitle>
        <CardDescription>
          Sent by e-mail to {request.requesterEmail}
          {request.requester ? ' and as a notification to their account' : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-col gap-3" aria-label="Reply to the requester" noValidate>
          <FormField id={`${id}-reply`} label="Reply" error={errors.body}>
            {(aria) => (
              <Textarea
                {...aria}
                rows={4}
                maxLength={BODY_MAX}
                value={body}
                onChange={(e) => setBody(e.target.value)}
              />
            )}
          </FormField>
          {withOutcome ? (
            <fieldset className="flex flex-col gap-3 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">Outcome</legend>
              <FormField id={`${id}-action`} label="What was done" error={errors['outcome.action']}>
                {(aria) => (
                  <Select {...aria} value={action} onChange={(e) => setAction(e.target.value as SupportOutcomeAction)}>
                    <option value="">Choose…</option>
                    {OUTCOMES.map((value) => (
                      <option key={value} value={value}>
                        {OUTCOME_LABELS[value]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
              <ModerationReasonFields
                idPrefix={`${id}-outcome`}
                value={reason}
                onChange={setReason}
                errors={{ reasonCategory: errors['outcome.reasonCategory'], note: errors['outcome.note'] }}
              />
            </fieldset>
          ) : null}
          <Button type="submit" className="self-start" disabled={reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
