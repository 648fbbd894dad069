import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { normalizeLinkUrl } from './link-url';

type LinkDialogProps = {
  open: boolean;
  initialUrl: string;
  onClose: () => void;
  /** A checked URL, or null to remove the link. */
  onSubmit: (href: string | null) => void;
};

/** 'Insert link': asks for an http, https or mailto address; a blank one removes the link. */
export function LinkDialog({ open, initialUrl, onClose, onSubmit }: LinkDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        {/* Mounted on each opening, so it starts from the current link. */}
        <LinkForm initialUrl={initialUrl} onClose={onClose} onSubmit={onSubmit} />
      </DialogContent>
    </Dialog>
  );
}

function LinkForm({ initialUrl, onClose, onSubmit }: Omit<LinkDialogProps, 'open'>) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState('');
  const inputId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    // React events bubble through the portal: keep this submit away from the article form.
    event.stopPropagation();
    if (!url.trim()) {
      onSubmit(null);
      return;
    }
    const href = normalizeLinkUrl(url);
    if (!href) {
      setError('Enter a full http, https or mailto link.');
      return;
    }
    onSubmit(href);
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeading
        title="Insert link"
        description="Links may start with http://, https:// or mailto:. Leave blank to remove."
      />
      <FormField id={inputId} label="URL" error={error || undefined}>
        {(aria) => (
          <Input
            {...aria}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://example.org"
            autoFocus
          />
        )}
      </FormField>
      <DialogActions onCancel={onClose} confirmLabel="Apply" />
    </form>
  );
}
