import { AlertTriangle } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { BlockedPeopleCard } from './blocked-people-card';
import { ConnectionRow } from './connection-row';
import { useSocialConnections } from './use-social-connections';

/** /settings/social: the connected sign-in accounts (connect, disconnect, make primary) and the blocked people. */
export function SocialTab() {
  usePageMeta({ title: 'Social Settings' });
  const { user } = useSession();
  const actions = useSocialConnections();

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Connected Accounts</CardTitle>
          <CardDescription>The accounts you can sign in with. Your primary account is used by default.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <QueryState
            query={actions.connections}
            loadingLabel="Loading connections..."
            errorTitle="Failed to load your connected accounts."
            className="py-8"
          >
            {(list) => (
              <>
                {actions.connectedCount === 0 && !user?.isRoot ? <NoConnectionWarning /> : null}
                <ul className="flex flex-col divide-y rounded-md border">
                  {list.map((item) => (
                    <ConnectionRow key={item.platform} item={item} actions={actions} />
                  ))}
                </ul>
              </>
            )}
          </QueryState>
        </CardContent>
      </Card>
      <BlockedPeopleCard />
    </div>
  );
}

function NoConnectionWarning() {
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-amber-500/50 bg-amber-500/10 p-4 text-sm">
      <AlertTriangle aria-hidden="true" className="size-5 shrink-0 text-amber-600 dark:text-amber-400" />
      <div>
        <p className="font-semibold">Action Required</p>
        <p className="text-muted-foreground">Connect at least one social media account so you can sign in again.</p>
      </div>
    </div>
  );
}
