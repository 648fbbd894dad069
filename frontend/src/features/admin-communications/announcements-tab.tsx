import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  createAnnouncementMutation,
  endAnnouncementMutation,
  listActiveAnnouncementsQueryKey,
  listAdminAnnouncementsOptions,
  listAdminAnnouncementsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { AdminAnnouncementDto, AnnouncementType } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage, fieldErrorMap } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { ComposeAndHistory } from './compose-and-history';
import { FormError } from './form-error';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';

const TYPES: AnnouncementType[] = ['info', 'warning', 'success', 'error'];

export function AnnouncementsTab() {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [type, setType] = useState<AnnouncementType>('info');
  const list = useQuery(listAdminAnnouncementsOptions());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listAdminAnnouncementsQueryKey() }),
      queryClient.invalidateQueries({ queryKey: listActiveAnnouncementsQueryKey() }),
    ]);
  const create = useIdempotentMutation({
    ...createAnnouncementMutation(),
    onSuccess: () => {
      toast({ title: 'Announcement created', description: 'Signed-in users see it as a banner now.' });
      setTitle('');
      setContent('');
      setType('info');
      void refresh();
    },
  });
  const { confirm, dialog } = useConfirm();
  const end = useMutation({
    ...endAnnouncementMutation(),
    onSuccess: () => void refresh(),
    onError: (error) =>
      toast({ title: 'Could not end the announcement', description: errorMessage(error), variant: 'destructive' }),
  });
  const errors = create.isError ? fieldErrorMap(create.error) : {};
  const canPublish = title.trim() !== '' && content.trim() !== '' && !create.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canPublish) create.mutate({ body: { title: title.trim(), content: content.trim(), type } });
  };

  return (
    <ComposeAndHistory
      compose={{
        title: 'Create Announcement',
        description: 'Shown to every signed-in user as a banner until they dismiss it or you end it.',
        onSubmit: submit,
        canSubmit: canPublish,
        submitLabel: 'Publish Announcement',
        pendingLabel: 'Publishing...',
        pending: create.isPending,
      }}
      history={{
        title: 'Announcements',
        query: list,
        loadingLabel: 'Loading announcements...',
        errorTitle: 'Failed to load announcements.',
        emptyText: 'No announcements yet.',
        label: 'Announcements',
        row: (row) => (
          <AnnouncementRow
            key={row.id}
            announcement={row}
            ending={end.isPending && end.variables?.path.id === row.id}
            onEnd={() =>
              confirm({
                title: `End "${row.title}"?`,
                description:
                  'It leaves every page at once for everyone; an ended announcement cannot be started again.',
                confirmLabel: 'End Announcement',
                onConfirm: () => end.mutate({ path: { id: row.id } }),
              })
            }
          />
        ),
        after: dialog,
      }}
    >
      <FormField id="announcement-title" label="Title" error={errors.title}>
        {(aria) => <Input {...aria} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />}
      </FormField>
      <FormField id="announcement-content" label="Content" error={errors.content}>
        {(aria) => (
          <Textarea {...aria} rows={4} maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
        )}
      </FormField>
      <FormField id="announcement-type" label="Type" error={errors.type}>
        {(aria) => (
          <Select {...aria} value={type} onChange={(e) => setType(e.target.value as AnnouncementType)}>
            {TYPES.map((value) => (
              <option key={value} value={value}>
                {value[0].toUpperCase() + value.slice(1)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormError error={create.error} fieldErrors={errors} />
    </ComposeAndHistory>
  );
}

function AnnouncementRow({
  announcement,
  ending,
  onEnd,
}: {
  announcement: AdminAnnouncementDto;
  ending: boolean;
  onEnd: () => void;
}) {
  return (
    <li className="flex items-start justify-between gap-4 py-3" data-testid="admin-announcement">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {announcement.title}
          <Badge variant="outline">{announcement.type}</Badge>
          <Badge variant={announcement.state === 'active' ? 'default' : 'secondary'}>{announcement.state}</Badge>
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-muted-foreground">{announcement.content}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          {formatDate(announcement.createdAt)} · dismissed by {announcement.dismissedCount}
        </p>
      </div>
      {announcement.state === 'active' ? (
        <Button variant="outline" size="sm" disabled={ending} onClick={onEnd}>
          End
        </Button>
      ) : null}
    </li>
  );
}
