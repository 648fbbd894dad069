import { useQuery } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { getCommunicationsStatusOptions } from '@/api/generated/@tanstack/react-query.gen';

/** Says whether e-mail goes out (SMTP configured) or only inbox messages do. */
export function EmailStatusNote() {
  const status = useQuery(getCommunicationsStatusOptions());
  if (!status.data) return null;
  return status.data.emailEnabled ? (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="email-status">
      <MailCheck aria-hidden="true" className="size-4" /> E-mail is on: recipients who allow message e-mails also get
      one.
    </p>
  ) : (
    <p
      className="flex items-center gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-900 dark:text-amber-200"
      data-testid="email-status"
    >
      <MailX aria-hidden="true" className="size-4" /> E-mail is off (SMTP_URL is not set): messages reach inboxes only,
      and no e-mail is sent.
    </p>
  );
}
