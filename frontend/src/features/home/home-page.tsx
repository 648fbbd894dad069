import { LoadingScreen } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { SignedInHome } from './signed-in-home';

/**
 * The signed-in home page (/): the profile summary, the article feeds and the side
 * cards. The routing shows the landing page to signed-out visitors, so this screen always has a user.
 */
export function HomePage() {
  usePageMeta();
  const { user, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  return user ? <SignedInHome user={user} /> : null;
}
