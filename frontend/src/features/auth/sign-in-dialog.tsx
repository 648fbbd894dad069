import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, PenLine, ShieldCheck, Users } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { rootLoginMutation } from '@/api/generated/@tanstack/react-query.gen';
import { getSession } from '@/api/generated/sdk.gen';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import {
  type AuthPlatformName,
  openAuthPopup,
  PLATFORM_LABELS,
  safeRedirectPath,
  SIGN_IN_POPUP,
} from '@/lib/auth-popup';
import { signInUrl } from '@/lib/api-urls';
import { useSession } from '@/lib/session';
import { useSiteSettings } from '@/lib/site-settings';
import { isDevelopmentHost } from './root-login';

const PLATFORMS: AuthPlatformName[] = ['google', 'discord', 'steam'];

const BENEFITS = [
  { icon: Users, title: 'Connect with the community', text: 'Follow the people who document IRL streaming history.' },
  { icon: PenLine, title: 'Share your stories', text: 'Write and improve articles about the moments you saw live.' },
  { icon: ShieldCheck, title: 'Secure and private', text: 'We never post for you and only read your basic profile.' },
];

export function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { session } = useSession();
  const { siteTitle } = useSiteSettings();
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRef.current?.(), []);

  const rootLogin = useMutation({
    ...rootLoginMutation(),
    onSuccess: () => window.location.reload(),
    onError: (error) => {
      console.error('ROOT sign-in failed:', error);
    },
  });

  const recheckSession = useCallback(async () => {
    try {
      const { data } = await getSession({ throwOnError: true });
      if (data.user) window.location.reload();
    } catch {
      // A failed check after the popup closed is silently ignored: the visitor stays signed out.
    }
  }, []);

  const signIn = (platform: AuthPlatformName) => {
    setBusy(true);
    cancelRef.current = openAuthPopup(signInUrl(platform), SIGN_IN_POPUP, {
      onMessage: (message) => {
        if (message.type === 'oauth-success') {
          const target = safeRedirectPath(message.redirect);
          if (target) window.location.assign(target);
          else window.location.reload();
          return;
        }
        setBusy(false);
        toast({ title: 'Connection Failed', description: message.error, variant: 'destructive' });
      },
      onClosed: () => {
        setBusy(false);
        void recheckSession();
      },
      onTimeout: () => {
        setBusy(false);
        toast({ title: 'Connection Failed', description: 'Connection timeout', variant: 'destructive' });
      },
    });
  };

  const available = new Set(session?.platforms ?? PLATFORMS);
  const showRoot = Boolean(session?.rootLoginAvailable) && isDevelopmentHost(window.location);
  const disabled = busy || rootLogin.isPending;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-md">
        <DialogHeading
          title={`Welcome to ${siteTitle}`}
          description="Sign in to join the community archiving IRL streaming history."
        />
        <ul className="flex flex-col gap-3">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span>
                <span className="block text-sm font-medium">{title}</span>
                <span className="block text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
        {busy ? (
          <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> Redirecting to authentication...
          </p>
        ) : null}
        <div className="flex flex-col gap-2">
          {PLATFORMS.map((platform) => {
            const offered = available.has(platform);
            return (
              <div key={platform}>
                <Button
                  variant="outline"
                  className="w-full"
                  disabled={disabled || !offered}
                  onClick={() => signIn(platform)}
                  aria-describedby={offered ? undefined : `unavailable-${platform}`}
                >
                  Continue with {PLATFORM_LABELS[platform]}
                </Button>
                {offered ? null : (
                  <p id={`unavailable-${platform}`} className="mt-1 text-xs text-muted-foreground">
                    {PLATFORM_LABELS[platform]} sign-in is not available on this site.
                  </p>
                )}
              </div>
            );
          })}
        </div>
        <p className="text-center text-xs text-muted-foreground">
          By continuing you agree to our{' '}
          <a href="/terms" target="_blank" rel="noopener" className="underline underline-offset-2 hover:text-primary">
            Terms of Service
          </a>{' '}
          and{' '}
          <a href="/privacy" target="_blank" rel="noopener" className="underline underline-offset-2 hover:text-primary">
            Privacy Policy
          </a>
          . An account is created automatically the first time you sign in.
        </p>
        {showRoot ? (
          <div className="rounded-md border border-dashed border-amber-500/60 bg-amber-500/10 p-3">
            <p className="mb-2 text-xs font-medium text-amber-700 dark:text-amber-300">Development only</p>
            <Button variant="secondary" className="w-full" disabled={disabled} onClick={() => rootLogin.mutate({})}>
              {rootLogin.isPending ? 'Signing in...' : 'Login as ROOT'}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
