import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '@/components/ui/spinner';
import { useSignInDialog } from '@/features/auth/sign-in-context';
import { LandingPage } from '@/features/landing/landing-page';
import { type GatedFeature, useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { lazyPage } from './lazy-page';
import { loadHomePage } from './screens';

// The landing page is what a first visit shows, so it is in the first page's JavaScript; the signed-in
// home (feeds, tabs, cards) loads once the session says who is there.
const HomePage = lazyPage(loadHomePage, 'HomePage');

/** '/': the landing page when signed out (?signin=1 opens the sign-in dialog), home when signed in. */
export function HomeOrLanding() {
  const { user, isPending } = useSession();
  const { openSignIn } = useSignInDialog();
  const [params, setParams] = useSearchParams();
  const wantsSignIn = params.get('signin') === '1';

  useEffect(() => {
    if (isPending || user || !wantsSignIn) return;
    openSignIn();
    setParams({}, { replace: true });
  }, [isPending, user, wantsSignIn, openSignIn, setParams]);

  if (isPending) return <LoadingScreen />;
  if (!user) return <LandingPage onSignIn={openSignIn} />;
  return <HomePage />;
}

/** Signed-in routes: a signed-out visitor is sent to / (the landing page). */
export function RequireSignedIn() {
  const { user, isPending } = useSession();
  if (isPending) return <LoadingScreen />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Admin-only routes (/admin/*). */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { isAdmin } = useSession();
  if (!isAdmin) return <AccessDenied />;
  return children ?? <Outlet />;
}

/** Browse/Search, Store, Contribute and Messages: everyone or admins only, per featureAccess. */
export function RequireFeature({ feature }: { feature: GatedFeature }) {
  const { canUse } = useSession();
  if (!canUse(feature)) return <AccessDenied />;
  return <Outlet />;
}

export function AccessDenied() {
  usePageMeta({ title: 'Access Denied' });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Access Denied</h1>
      <p className="text-muted-foreground">You don&apos;t have permission to access this page.</p>
    </section>
  );
}
