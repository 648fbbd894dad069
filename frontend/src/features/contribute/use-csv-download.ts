import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { parseApiError } from '@/lib/api-error';
import { saveBlob } from '@/lib/download-file';

/**
 * Saves a CSV the generated client fetches as a blob (a template, an error report) under `fileName`;
 * a failure is a toast with the server's message or `failedMessage`. `busy` while it runs.
 */
export function useCsvDownload(failedMessage: string) {
  const [busy, setBusy] = useState(false);
  const download = async (fetchBlob: () => Promise<{ data?: unknown }>, fileName: string, onSaved?: () => void) => {
    setBusy(true);
    try {
      const { data } = await fetchBlob();
      saveBlob(data as Blob, fileName);
      onSaved?.();
    } catch (error) {
      toast({ title: 'Error', description: parseApiError(error).message || failedMessage, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
