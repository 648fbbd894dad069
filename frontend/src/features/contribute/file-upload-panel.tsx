import { Download, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { uploadSubmissionBatchMutation } from '@/api/generated/@tanstack/react-query.gen';
import { downloadSubmissionTemplate } from '@/api/generated/sdk.gen';
import type { SubmissionBatchDto, UploadBatchDto } from '@/api/generated/types.gen';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { parseApiError } from '@/lib/api-error';
import { useIdempotentMutation } from '@/lib/use-idempotent-mutation';
import type { JustUploaded } from './use-batch-outcome-toast';
import { useCsvDownload } from './use-csv-download';

type RowType = UploadBatchDto['type'];

const TYPES: { value: RowType; label: string }[] = [
  { value: 'person', label: 'Person' },
  { value: 'event', label: 'Event' },
  { value: 'place', label: 'Place' },
  { value: 'meme', label: 'Meme' },
  { value: 'group', label: 'Group' },
];

/** The one separator of list fields in a CSV cell (the server splits on it too). */
export const LIST_SEPARATOR = '|';

const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv');

/** Size in KB as the panel shows it (one decimal, at least 0.1 KB for a non-empty file). */
export function sizeInKb(bytes: number): string {
  return `${(bytes === 0 ? 0 : Math.max(0.1, bytes / 1024)).toFixed(1)} KB`;
}

/**
 * The File Upload choice of the contribute screen: upload a CSV of one type (queued for import, then
 * followed on its batch page) and download a type's template. `onUploaded` replaces the default of
 * opening the batch page.
 */
export function FileUploadPanel({ onUploaded }: { onUploaded?: (batch: SubmissionBatchDto) => void }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <UploadCard onUploaded={onUploaded} />
      <TemplateCard />
    </div>
  );
}

function UploadCard({ onUploaded }: { onUploaded?: (batch: SubmissionBatchDto) => void }) {
  const id = useId();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<RowType>('person');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();

  const upload = useIdempotentMutation({
    ...uploadSubmissionBatchMutation(),
    onSuccess: (batch) => {
      // Only queued so far: the batch page says when its rows were read, and how that went.
      toast({ title: 'File Received', description: 'Your file is queued for import: its page shows each step.' });
      setFile(null);
      if (input.current) input.current.value = '';
      if (onUploaded) onUploaded(batch);
      else void navigate(`/submissions/batches/${batch.id}`, { state: { justUploaded: true } satisfies JustUploaded });
    },
    onError: (error) => {
      const { fieldErrors, message } = parseApiError(error);
      setFileError(fieldErrors.find((e) => e.field === 'file')?.reason ?? (message || undefined));
      toast({
        title: 'Upload Failed',
        description: 'Failed to upload file. Please check the format and try again.',
        variant: 'destructive',
      });
    },
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFileError(undefined);
    if (chosen && !isCsv(chosen)) {
      setFile(null);
      event.target.value = '';
      setFileError('Only .csv files are accepted');
      return;
    }
    setFile(chosen);
  };

  const submit = () => {
    if (!file) {
      toast({ title: 'No File Selected', description: 'Please select a file to upload', variant: 'destructive' });
      return;
    }
    upload.mutate({ body: { type, file } });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload CSV</CardTitle>
        <CardDescription>
          One row per entry, under a header row of the type&apos;s template columns (name and description are required,
          the others may be left out). Separate several entries of a list field with <code>{LIST_SEPARATOR}</code>.
          Every row is reviewed before being added.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RowTypeField id={`${id}-type`} label="Type of the rows" value={type} onChange={setType} />
        <FormField id={`${id}-file`} label="CSV file" error={fileError} hint="Only .csv files are accepted.">
          {(aria) => <Input {...aria} ref={input} type="file" accept=".csv,text/csv" onChange={choose} />}
        </FormField>
        {file ? (
          <p className="text-sm" data-testid="selected-file">
            <span className="font-medium">{file.name}</span>{' '}
            <span className="text-muted-foreground">({sizeInKb(file.size)})</span>
          </p>
        ) : null}
        <Button onClick={submit} disabled={upload.isPending} className="self-start">
          <Upload aria-hidden className="size-4" />
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </CardContent>
    </Card>
  );
}

function TemplateCard() {
  const id = useId();
  const [type, setType] = useState<RowType>('person');
  const { busy, download: save } = useCsvDownload('The template could not be downloaded.');
  const download = () =>
    save(
      () => downloadSubmissionTemplate({ path: { type }, parseAs: 'blob' }),
      `${type}_template.csv`,
      () => toast({ title: 'Template Downloaded', variant: 'success' }),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Download Template</CardTitle>
        <CardDescription>A CSV file with one header row of the chosen type&apos;s field names.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RowTypeField id={`${id}-template-type`} label="Template type" value={type} onChange={setType} />
        <Button variant="outline" onClick={() => void download()} disabled={busy} className="self-start">
          <Download aria-hidden className="size-4" />
          Download Template
        </Button>
      </CardContent>
    </Card>
  );
}

/** The choice of the rows' type (the template's columns follow it). */
function RowTypeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: RowType;
  onChange: (type: RowType) => void;
}) {
  return (
    <FormField id={id} label={label}>
      {(aria) => (
        <Select {...aria} value={value} onChange={(e) => onChange(e.target.value as RowType)}>
          {TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
