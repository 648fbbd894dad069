import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { PLATFORM_LABELS } from '@/lib/auth-popup';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';
import { DeleteAccountCard } from './delete-account-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import { connectionsQuery } from './use-social-connections';
import { YourDataCard } from './your-data-card';

/**
 * /settings/security: how this account signs in (changes are made on the Social tab), the signed-in
 * sessions with sign-out, and deleting the account.
 */
export function SecurityTab() {
  usePageMeta({ title: 'Security Settings' });
  const { user, isAdmin, session } = useSession();
  // An admin who must set a second factor up acts as a member until then (the session says 'enrol'),
  // and this is where the set-up is.
  const offersSecondFactor = (isAdmin || session?.secondFactor === 'enrol') && !user?.isRoot;
  const connections = useQuery(connectionsQuery());

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Security</CardTitle>
          <CardDescription>How you sign in to this account.</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={connections}
            loadingLabel="Loading sign-in methods..."
            errorTitle="Failed to load your sign-in methods."
            className="py-8"
          >
            {(list) => {
              const connected = list.filter((item) => item.connected);
              const primary = connected.find((item) => item.isPrimary);
              return (
                <div className="flex flex-col gap-6">
                  <dl className="grid gap-4 sm:grid-cols-2">
                    {user ? (
                      <div>
                        <dt className="text-sm text-muted-foreground">Account created</dt>
                        <dd className="font-medium">{formatDate(user.createdAt)}</dd>
                      </div>
                    ) : null}
                    <div>
                      <dt className="text-sm text-muted-foreground">Primary sign-in method</dt>
                      <dd className="font-medium">{primary ? PLATFORM_LABELS[primary.platform] : 'None'}</dd>
                    </div>
                  </dl>
                  <section aria-labelledby="security-connected-accounts">
                    <h3 id="security-connected-accounts" className="text-sm font-semibold">
                      Connected accounts
                    </h3>
                    {connected.length > 0 ? (
                      <ul
                        aria-labelledby="security-connected-accounts"
                        className="mt-2 flex flex-col divide-y rounded-md border"
                      >
                        {connected.map((item) => (
                          <li key={item.platform} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
                            <span className="font-medium">{PLATFORM_LABELS[item.platform]}</span>
                            <span className="truncate text-muted-foreground">
                              {item.displayName ?? item.username ?? ''}
                              {item.isPrimary ? ' (primary)' : ''}
                            </span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="mt-2 text-sm text-muted-foreground">No sign-in accounts are connected.</p>
                    )}
                    <p className="mt-3 text-sm">
                      <Link
                        to="/settings/social"
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        Manage connected accounts
                      </Link>
                    </p>
                  </section>
                </div>
              );
            }}
          </QueryState>
        </CardContent>
      </Card>
      {offersSecondFactor ? <TwoFactorCard /> : null}
      <SessionsCard />
      <YourDataCard />
      {user ? <DeleteAccountCard user={user} /> : null}
    </div>
  );
}
