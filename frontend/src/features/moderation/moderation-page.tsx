import { AdminNav } from '@/components/admin/admin-nav';
import { HeldComments } from '@/components/moderation/held-comments';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { ReportsInbox } from './reports-inbox';

/** Moderators' and admins' review screen: what members reported, then the held comments. */
export function ModerationPage() {
  const role = useSession().user?.role;
  const staff = role === 'admin' || role === 'moderator';
  // The role is checked here rather than by a route guard, to keep the first page's JavaScript small.
  usePageMeta({ title: staff ? 'Moderation' : 'Access Denied' });
  if (!staff) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
        <p className="text-muted-foreground">You don&apos;t have permission to access this page.</p>
      </section>
    );
  }
  return (
    <>
      {/* For admins this is one of the admin screens, under their navigation. */}
      {role === 'admin' ? <AdminNav /> : null}
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
    </>
  );
}
