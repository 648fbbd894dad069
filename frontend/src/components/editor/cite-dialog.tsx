import {
  isReferenceUrl,
  REFERENCE_PUBLISHER_MAX_LENGTH,
  REFERENCE_TITLE_MAX_LENGTH,
  REFERENCE_URL_MAX_LENGTH,
  REFERENCE_VIDEO_ID_MAX_LENGTH,
  TIMESTAMP_PATTERN,
  VIDEO_ID_PATTERN,
  type StreamPlatform,
} from '@irl/shared';
import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { sourceLabel, STREAM_PLATFORM_OPTIONS, type CitationSource } from './citation-source';

type CiteDialogProps = {
  open: boolean;
  /** The sources already cited, to cite one again. */
  references: CitationSource[];
  onClose: () => void;
  /** A new source, or the number of an existing one. */
  onSubmit: (choice: { source: CitationSource } | { number: number }) => void;
};

/** "Cite a source": a web page or a moment of a stream, inserted as a numbered citation at the cursor. */
export function CiteDialog({ open, references, onClose, onSubmit }: CiteDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        {/* Mounted on each opening, so every citation starts from an empty form. */}
        <CiteForm references={references} onClose={onClose} onSubmit={onSubmit} />
      </DialogContent>
    </Dialog>
  );
}

type Fields = {
  choice: string;
  kind: 'web' | 'stream';
  url: string;
  title: string;
  publisher: string;
  date: string;
  platform: StreamPlatform;
  videoType: 'vod' | 'clip';
  videoId: string;
  timestamp: string;
};

type Errors = Partial<Record<'url' | 'title' | 'videoId' | 'timestamp', string>>;

const EMPTY: Fields = {
  choice: 'new',
  kind: 'web',
  url: '',
  title: '',
  publisher: '',
  date: '',
  platform: 'twitch',
  videoType: 'vod',
  videoId: '',
  timestamp: '',
};

const MAX = {
  url: REFERENCE_URL_MAX_LENGTH,
  title: REFERENCE_TITLE_MAX_LENGTH,
  publisher: REFERENCE_PUBLISHER_MAX_LENGTH,
  videoId: REFERENCE_VIDEO_ID_MAX_LENGTH,
};

/** The same checks as the server's, so most mistakes are caught before saving. */
export function checkCitation(fields: Fields): { errors: Errors; source: CitationSource | null } {
  const errors: Errors = {};
  const url = fields.url.trim();
  const title = fields.title.trim();
  const publisher = fields.publisher.trim();
  if (fields.kind === 'web' || url) {
    if (!url) errors.url = 'Enter the address of the source.';
    else if (!isReferenceUrl(url) || url.length > MAX.url) errors.url = 'Enter a full http or https address.';
  }
  if (fields.kind === 'web' && !title) errors.title = 'Enter the title of the page.';
  if (title.length > MAX.title) errors.title = `Keep the title under ${MAX.title} characters.`;
  const videoId = fields.videoId.trim();
  const timestamp = fields.timestamp.trim();
  if (fields.kind === 'stream') {
    if (!videoId) errors.videoId = 'Enter the VOD or clip id.';
    else if (!VIDEO_ID_PATTERN.test(videoId) || videoId.length > MAX.videoId)
      errors.videoId = 'Use only letters, digits, - and _.';
    if (timestamp && !TIMESTAMP_PATTERN.test(timestamp)) errors.timestamp = 'Write the time like 1:23:45 or 4:05.';
  }
  if (Object.keys(errors).length > 0) return { errors, source: null };
  const common = { url: url || null, title: title || null, publisher: publisher.slice(0, MAX.publisher) || null };
  const source: CitationSource =
    fields.kind === 'web'
      ? { kind: 'web', ...common, date: fields.date || null }
      : {
          kind: 'stream',
          ...common,
          platform: fields.platform,
          videoType: fields.videoType,
          videoId,
          timestamp: timestamp || null,
        };
  return { errors, source };
}

function CiteForm({ references, onClose, onSubmit }: Omit<CiteDialogProps, 'open'>) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));
  const isNew = fields.choice === 'new';

  function submit(event: FormEvent) {
    event.preventDefault();
    // React events bubble through the portal: keep this submit away from the article form.
    event.stopPropagation();
    if (!isNew) {
      onSubmit({ number: Number(fields.choice) });
      return;
    }
    const checked = checkCitation(fields);
    setErrors(checked.errors);
    if (checked.source) onSubmit({ source: checked.source });
    else document.getElementById(`${id}-${Object.keys(checked.errors)[0]}`)?.focus();
  }

  const text = (name: 'url' | 'title' | 'publisher' | 'videoId' | 'timestamp', label: string, placeholder?: string) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name as keyof Errors]}>
      {(aria) => (
        <Input
          {...aria}
          value={fields[name]}
          onChange={(event) => set({ [name]: event.target.value })}
          placeholder={placeholder}
          maxLength={MAX[name as keyof typeof MAX]}
        />
      )}
    </FormField>
  );

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeading
        title="Cite a source"
        description="Adds a numbered citation at the cursor; the source is listed under References."
      />
      {references.length > 0 ? (
        <FormField id={`${id}-choice`} label="Source">
          {(aria) => (
            <Select {...aria} value={fields.choice} onChange={(event) => set({ choice: event.target.value })}>
              <option value="new">A new source</option>
              {references.map((reference, index) => (
                <option key={index} value={index + 1}>
                  [{index + 1}] {sourceLabel(reference)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      {isNew ? (
        <>
          <FormField id={`${id}-kind`} label="Type">
            {(aria) => (
              <Select
                {...aria}
                value={fields.kind}
                onChange={(event) => set({ kind: event.target.value as Fields['kind'] })}
              >
                <option value="web">Web page</option>
                <option value="stream">Stream moment (VOD or clip)</option>
              </Select>
            )}
          </FormField>
          {fields.kind === 'web' ? (
            <>
              {text('url', 'URL *', 'https://example.org/article')}
              {text('title', 'Title *')}
              {text('publisher', 'Publisher or channel')}
              <FormField id={`${id}-date`} label="Date">
                {(aria) => (
                  <Input
                    {...aria}
                    type="date"
                    value={fields.date}
                    onChange={(event) => set({ date: event.target.value })}
                  />
                )}
              </FormField>
            </>
          ) : (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField id={`${id}-platform`} label="Platform *">
                  {(aria) => (
                    <Select
                      {...aria}
                      value={fields.platform}
                      onChange={(event) => set({ platform: event.target.value as StreamPlatform })}
                    >
                      {STREAM_PLATFORM_OPTIONS.map((platform) => (
                        <option key={platform.value} value={platform.value}>
                          {platform.label}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <FormField id={`${id}-videoType`} label="Video">
                  {(aria) => (
                    <Select
                      {...aria}
                      value={fields.videoType}
                      onChange={(event) => set({ videoType: event.target.value as Fields['videoType'] })}
                    >
                      <option value="vod">VOD</option>
                      <option value="clip">Clip</option>
                    </Select>
                  )}
                </FormField>
              </div>
              {text('videoId', 'VOD or clip id *', '1234567890')}
              {text('timestamp', 'Timestamp', '1:23:45')}
              {text('title', 'Title')}
              {text('publisher', 'Channel')}
              {text('url', 'URL', 'https://www.twitch.tv/videos/...')}
            </>
          )}
        </>
      ) : null}
      <DialogActions onCancel={onClose} confirmLabel="Insert citation" />
    </form>
  );
}
