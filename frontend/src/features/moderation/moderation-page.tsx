import { HeldComments } from '@/components/moderation/held-comments';
import { usePageMeta } from '@/lib/use-page-meta';
import { ReportsInbox } from './reports-inbox';

/** Moderators' and admins' review screen: what members reported, then the held comments. */
export function ModerationPage() {
  usePageMeta({ title: 'Moderation' });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-8">
      <header>
        <h1 className="font-serif text-3xl font-bold tracking-tight">Moderation</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Review what members reported. Every action resolves all open reports on the item, tells each reporter the
          outcome (never who decided) and is written to the audit and moderation logs.
        </p>
      </header>
      <ReportsInbox />
      <HeldComments />
    </div>
  );
}
