import { Link2, UserX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { type AuthPlatformName, LINK_POPUP, PLATFORM_LABELS, POPUP_POLL_MS } from '@/lib/auth-popup';
import { signInUrl } from '@/lib/api-urls';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';

const ALL_PLATFORMS = Object.keys(PLATFORM_LABELS) as AuthPlatformName[];

function labelOf(platform: string): string {
  return platform in PLATFORM_LABELS ? PLATFORM_LABELS[platform as AuthPlatformName] : platform;
}

/** /username-conflict-resolution: shown when the username a sign-in wanted already exists. */
export function UsernameConflictResolutionPage() {
  usePageMeta({ title: 'Username Already Exists' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearInterval(timer.current), []);

  const username = params.get('username') ?? '';
  const platform = params.get('platform') ?? '';
  // Which providers the existing account uses is that person's business: the site does not say. Any
  // provider this site offers can prove the account is yours by signing in to it.
  const { session } = useSession();
  const linkable = session?.platforms ?? ALL_PLATFORMS;

  const link = (target: AuthPlatformName) => {
    const popup = window.open(
      signInUrl(target, 'link'),
      'irl-history-link',
      `width=${LINK_POPUP.width},height=${LINK_POPUP.height},resizable=yes,scrollbars=yes`,
    );
    if (!popup) {
      window.location.assign(signInUrl(target, 'link'));
      return;
    }
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(timer.current);
      void navigate('/');
    }, POPUP_POLL_MS);
  };

  return (
    <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6">
      <Card>
        <CardHeader>
          <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-amber-500/15 text-amber-600 dark:text-amber-400">
            <UserX aria-hidden="true" className="size-5" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Username Already Exists
          </CardTitle>
          <CardDescription>
            {platform ? `You signed in with ${labelOf(platform)}, but ` : ''}the username{' '}
            <strong className="text-foreground">{username || 'you chose'}</strong> already belongs to an account.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <p className="text-sm text-muted-foreground">
            If that account is yours, link it by signing in with a platform it is connected to: linking combines the two
            accounts into one profile.
          </p>
          <div className="flex flex-col gap-2">
            {linkable.map((item) => (
              <Button key={item} onClick={() => link(item)}>
                <Link2 aria-hidden="true" /> Link {PLATFORM_LABELS[item]} to existing account
              </Button>
            ))}
            <Button asChild variant="outline">
              <Link to="/username-conflict">Contact Support for Help</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
