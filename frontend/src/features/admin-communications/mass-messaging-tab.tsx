import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  listMassMessagesOptions,
  listMassMessagesQueryKey,
  sendMassMessageMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { RecipientGroup } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { fieldErrorMap } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { ComposeAndHistory } from './compose-and-history';
import { FormError } from './form-error';
import { EmailStatusNote } from './email-status-note';
import { massMessagePath, reachedPercent, RECIPIENT_LABELS } from './mass-message-labels';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

const GROUPS: RecipientGroup[] = ['all', 'admins', 'moderators', 'premium'];

export function MassMessagingTab() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [recipients, setRecipients] = useState<RecipientGroup>('all');
  const history = useQuery({
    ...listMassMessagesOptions(),
    // Keep the rows of messages still going up to date.
    refetchInterval: (query) =>
      query.state.data?.some((row) => row.status === 'queued' || row.status === 'running') ? 2000 : false,
  });
  const send = useIdempotentMutation({
    ...sendMassMessageMutation(),
    onSuccess: (message) => {
      toast({ title: 'Mass message sent', description: `Delivering to ${message.total} recipients.` });
      void queryClient.invalidateQueries({ queryKey: listMassMessagesQueryKey() });
      void navigate(massMessagePath(message.id));
    },
  });
  const errors = send.isError ? fieldErrorMap(send.error) : {};
  const canSend = subject.trim() !== '' && content.trim() !== '' && !send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) send.mutate({ body: { subject: subject.trim(), content: content.trim(), recipients } });
  };

  return (
    <ComposeAndHistory
      compose={{
        title: 'Send Mass Message',
        description: <>Arrives as a direct message from the site in each recipient&apos;s inbox.</>,
        onSubmit: submit,
        canSubmit: canSend,
        submitLabel: 'Send Message',
        pendingLabel: 'Sending...',
        pending: send.isPending,
      }}
      history={{
        title: 'History',
        query: history,
        loadingLabel: 'Loading mass messages...',
        errorTitle: 'Failed to load mass messages.',
        emptyText: 'No mass messages yet.',
        label: 'Mass messages',
        row: (row) => (
          <li key={row.id} className="flex flex-col gap-2 py-3">
            <div className="flex items-center justify-between gap-2">
              <Link to={massMessagePath(row.id)} className="font-medium hover:underline">
                {row.subject}
              </Link>
              <Badge variant={row.status === 'completed' ? 'default' : 'secondary'}>{row.status}</Badge>
            </div>
            <Progress
              value={reachedPercent(row)}
              valueText={`${row.done} of ${row.total}`}
              label={`${row.subject}: recipients reached`}
            />
            <p className="text-xs text-muted-foreground">
              {RECIPIENT_LABELS[row.recipients]} · {row.done} of {row.total} · {formatDate(row.createdAt)}
            </p>
          </li>
        ),
      }}
    >
      <EmailStatusNote />
      <FormField id="mass-subject" label="Subject" error={errors.subject}>
        {(aria) => <Input {...aria} value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} />}
      </FormField>
      <FormField id="mass-content" label="Content" error={errors.content}>
        {(aria) => (
          <Textarea {...aria} rows={6} maxLength={4000} value={content} onChange={(e) => setContent(e.target.value)} />
        )}
      </FormField>
      <FormField
        id="mass-recipients"
        label="Recipients"
        error={errors.recipients}
        hint="Premium: users who have paid for anything."
      >
        {(aria) => (
          <Select {...aria} value={recipients} onChange={(e) => setRecipients(e.target.value as RecipientGroup)}>
            {GROUPS.map((group) => (
              <option key={group} value={group}>
                {RECIPIENT_LABELS[group]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormError error={send.error} fieldErrors={errors} />
    </ComposeAndHistory>
  );
}
