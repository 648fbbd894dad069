import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  disconnectConnectionMutation,
  listConnectionsOptions,
  makePrimaryConnectionMutation,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ConnectionDto } from '@/api/generated/types.gen';
import { toast } from '@/components/ui/toast';
import { signInUrl } from '@/lib/api-urls';
import { CONNECT_POPUP, openAuthPopup, PLATFORM_LABELS, safeRedirectPath } from '@/lib/auth-popup';
import { afterConnectionsChange } from './invalidations';

const FIVE_MINUTES = 5 * 60_000;
const CONNECT_FAILED = { title: 'Connection Failed', description: 'Unable to connect account. Please try again.' };

export type Platform = ConnectionDto['platform'];

/** The connections list as the settings tabs read it (one cached copy shared by Social and Security). */
export function connectionsQuery() {
  return {
    ...listConnectionsOptions(),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  } as const;
}

/** The connected sign-in accounts and the connect (popup), disconnect and make-primary actions. */
export function useSocialConnections() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [linking, setLinking] = useState<Platform | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelRef.current?.(), []);

  const connections = useQuery(connectionsQuery());

  const disconnectMutation = useMutation({
    ...disconnectConnectionMutation(),
    onSuccess: (list, variables) => {
      void afterConnectionsChange(queryClient, list);
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
  const makePrimaryMutation = useMutation({
    ...makePrimaryConnectionMutation(),
    onSuccess: (list, variables) => {
      void afterConnectionsChange(queryClient, list);
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

  const connect = (platform: Platform) => {
    setLinking(platform);
    cancelRef.current = openAuthPopup(signInUrl(platform, 'link'), CONNECT_POPUP, {
      onMessage: (message) => {
        setLinking(null);
        void afterConnectionsChange(queryClient);
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
        void afterConnectionsChange(queryClient);
      },
      onTimeout: () => {
        setLinking(null);
        toast({ ...CONNECT_FAILED, variant: 'destructive' });
      },
    });
  };

  const disconnect = (platform: Platform) => {
    // The last way to sign in cannot go: the account would be locked out.
    if (connectedCount <= 1) {
      toast({
        title: 'Cannot Disconnect',
        description: 'You must have at least one social media account connected.',
        variant: 'destructive',
      });
      return;
    }
    disconnectMutation.mutate({ path: { platform } });
  };

  return {
    connections,
    connectedCount,
    linking,
    busy: disconnectMutation.isPending || makePrimaryMutation.isPending || linking !== null,
    connect,
    disconnect,
    makePrimary: (platform: Platform) => makePrimaryMutation.mutate({ body: { platform } }),
  };
}

export type SocialConnections = ReturnType<typeof useSocialConnections>;
