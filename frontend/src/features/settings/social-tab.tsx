import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Link2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  disconnectConnectionMutation,
  listConnectionsOptions,
  makePrimaryConnectionMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ConnectionDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { LINK_POPUP, openAuthPopup, PLATFORM_LABELS, safeRedirectPath } from '@/lib/auth-popup';
import { signInUrl } from '@/lib/api-urls';
import { afterConnectionsChange } from '@/lib/query-invalidation';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';

const FIVE_MINUTES = 5 * 60_000;
const CONNECT_FAILED = { title: 'Connection Failed', description: 'Unable to connect account. Please try again.' };

/** /settings/social: the connected sign-in accounts with connect, disconnect and make-primary. */
export function SocialTab() {
  usePageMeta({ title: 'Social Settings' });
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [linking, setLinking] = useState<string | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRef.current?.(), []);

  const connections = useQuery({
    ...listConnectionsOptions(),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
  const refresh = () => afterConnectionsChange(queryClient);
  const setList = (list: ConnectionDto[]) => void afterConnectionsChange(queryClient, list);

  const disconnect = useMutation({
    ...disconnectConnectionMutation(),
    onSuccess: (list, variables) => {
      setList(list);
      toast({
        title: 'Disconnected',
        description: `Your ${PLATFORM_LABELS[variables.path.platform]} account has been disconnected.`,
      });
    },
    onError: () =>
      toast({
        title: 'Disconnection Failed',
        description: 'Unable to disconnect account. Please try again.',
        variant: 'destructive',
      }),
  });
  const makePrimary = useMutation({
    ...makePrimaryConnectionMutation(),
    onSuccess: (list, variables) => {
      setList(list);
      toast({
        title: 'Primary Updated',
        description: `${PLATFORM_LABELS[variables.body.platform]} is now your primary sign-in method.`,
      });
    },
    onError: () =>
      toast({
        title: 'Update Failed',
        description: 'Unable to update primary method. Please try again.',
        variant: 'destructive',
      }),
  });

  const list = connections.data ?? [];
  const connectedCount = list.filter((item) => item.connected).length;

  const connect = (platform: ConnectionDto['platform']) => {
    setLinking(platform);
    cancelRef.current = openAuthPopup(signInUrl(platform, 'link'), LINK_POPUP, {
      onMessage: (message) => {
        setLinking(null);
        void refresh();
        if (message.type === 'oauth-error') {
          console.error('Connect failed:', message.error);
          toast({ ...CONNECT_FAILED, variant: 'destructive' });
          return;
        }
        const target = safeRedirectPath(message.redirect);
        if (target && !target.startsWith('/settings')) {
          void navigate(target);
          return;
        }
        toast({ title: 'Connected', description: `Your ${PLATFORM_LABELS[platform]} account has been connected.` });
      },
      onClosed: () => {
        setLinking(null);
        void refresh();
      },
      onTimeout: () => {
        setLinking(null);
        toast({ ...CONNECT_FAILED, variant: 'destructive' });
      },
    });
  };

  const onDisconnect = (platform: ConnectionDto['platform']) => {
    if (connectedCount <= 1) {
      toast({
        title: 'Cannot Disconnect',
        description: 'You must have at least one social media account connected.',
        variant: 'destructive',
      });
      return;
    }
    disconnect.mutate({ path: { platform } });
  };

  const busy = disconnect.isPending || makePrimary.isPending || linking !== null;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Connected Accounts</CardTitle>
        <CardDescription>The accounts you can sign in with. Your primary account is used by default.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {connections.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading connections..." showLabel />
          </div>
        ) : connections.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
            <p className="font-medium">Failed to load your connected accounts.</p>
            <p className="text-sm text-muted-foreground">{errorMessage(connections.error)}</p>
            <Button variant="outline" onClick={() => void connections.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <>
            {connectedCount === 0 && !user?.isRoot ? (
              <div
                role="alert"
                className="flex gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-4 text-sm"
              >
                <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
                <div>
                  <p className="font-semibold">Action Required</p>
                  <p className="text-muted-foreground">
                    Connect at least one social media account so you can sign in again.
                  </p>
                </div>
              </div>
            ) : null}
            <ul className="flex flex-col divide-y rounded-md border">
              {list.map((item) => (
                <li
                  key={item.platform}
                  data-testid={`connection-${item.platform}`}
                  className="flex flex-wrap items-center gap-3 p-4"
                >
                  <span className="flex size-10 items-center justify-center overflow-hidden rounded-full bg-muted text-sm font-semibold">
                    {item.connected && item.avatar ? (
                      <img src={item.avatar} alt="" className="size-full object-cover" />
                    ) : (
                      PLATFORM_LABELS[item.platform].slice(0, 1)
                    )}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {PLATFORM_LABELS[item.platform]}
                      {item.connected ? <Badge variant="secondary">Connected</Badge> : null}
                      {item.isPrimary ? <Badge>Primary</Badge> : null}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">
                      {item.connected
                        ? (item.displayName ?? item.username ?? 'Connected account')
                        : item.available
                          ? 'Not connected'
                          : 'Not available on this site'}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    {item.connected ? (
                      <>
                        {item.isPrimary ? null : (
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={busy}
                            onClick={() => makePrimary.mutate({ body: { platform: item.platform } })}
                          >
                            Make Primary
                          </Button>
                        )}
                        <Button variant="outline" size="sm" disabled={busy} onClick={() => onDisconnect(item.platform)}>
                          Disconnect
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="sm"
                        disabled={busy || !item.available}
                        onClick={() => connect(item.platform)}
                        aria-label={`Connect ${PLATFORM_LABELS[item.platform]}`}
                      >
                        <Link2 aria-hidden="true" />
                        {linking === item.platform ? 'Connecting...' : 'Connect'}
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
