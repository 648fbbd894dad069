import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AnnouncementBanner } from '@/components/announcements/announcement-banner';
import { SecondFactorEnrolmentBanner, SecondFactorPrompt } from '@/components/second-factor/second-factor-prompt';
import { LoadingScreen } from '@/components/ui/spinner';
import { SignInDialogProvider } from '@/features/auth/sign-in-dialog-provider';
import { useSession, useSessionPolling } from '@/lib/session';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Signed-in members only, and rarely shown: its code loads after the first page.
const LegalUpdateBanner = lazy(() =>
  import('@/features/legal/legal-update-banner').then((module) => ({ default: module.LegalUpdateBanner })),
);

export function RootLayout() {
  useSessionPolling();
  const { session, user } = useSession();
  const secondFactor = session?.secondFactor;
  return (
    <SignInDialogProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <SiteHeader />
        <AnnouncementBanner />
        {user && secondFactor !== 'verify' ? (
          <Suspense fallback={null}>
            <LegalUpdateBanner />
          </Suspense>
        ) : null}
        {secondFactor === 'enrol' ? <SecondFactorEnrolmentBanner /> : null}
        {/* At least a screen tall, so the footer starts below the fold: content that arrives after the
            first paint then grows the page under the footer instead of pushing a visible footer down. */}
        <main id="main-content" tabIndex={-1} className="min-h-svh flex-1 outline-none">
          {secondFactor === 'verify' ? (
            <SecondFactorPrompt />
          ) : (
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          )}
        </main>
        <SiteFooter />
        <ScrollRestoration />
      </div>
    </SignInDialogProvider>
  );
}
