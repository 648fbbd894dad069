import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { ConflictForm } from './conflict-form';

/** /username-conflict: a signed-in member asks support to resolve a username conflict. */
export function UsernameConflictPage() {
  usePageMeta({ title: 'Username Conflict Support' });
  const { user, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  if (!user) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold tracking-tight">Authentication Required</h1>
        <p className="text-muted-foreground">You must be logged in to submit a username conflict report.</p>
        <Button asChild>
          <Link to="/?signin=1">Sign In</Link>
        </Button>
      </section>
    );
  }
  return <ConflictForm user={user} />;
}
