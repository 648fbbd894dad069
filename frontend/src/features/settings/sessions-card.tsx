import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import {
  endMyOtherSessionsMutation,
  endMySessionMutation,
  listMySessionsOptions,
  listMySessionsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { SignedInSessionDto } from '@/api/generated/types.gen';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { QueryState } from '@/components/ui/query-state';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'Unknown');

/** "24 hours", "90 minutes", "7 days": the admin's idle timeout in words. */
export function describeTimeout(minutes: number): string {
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (minutes % 1440 === 0) return unit(minutes / 1440, 'day').replace(/^1 day$/, '24 hours');
  if (minutes % 60 === 0) return unit(minutes / 60, 'hour');
  return unit(minutes, 'minute');
}

/** The user's signed-in browsers and devices, with sign-out of one or all others. */
export function SessionsCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery(listMySessionsOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: listMySessionsQueryKey() });
  const onError = (error: unknown) =>
    toast({ title: 'Could not sign out', description: errorMessage(error), variant: 'destructive' });
  const endOne = useMutation({
    ...endMySessionMutation(),
    onSuccess: () => {
      toast({ title: 'Signed out', description: 'That session has been signed out.' });
      void refresh();
    },
    onError,
  });
  const endOthers = useMutation({
    ...endMyOtherSessionsMutation(),
    onSuccess: ({ ended }) => {
      toast({ title: 'Signed out', description: `${ended} other ${ended === 1 ? 'session' : 'sessions'} signed out.` });
      void refresh();
    },
    onError,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Sessions</CardTitle>
        <CardDescription>The browsers and devices signed in to your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={sessions}
          loadingLabel="Loading your sessions..."
          errorTitle="Failed to load your sessions."
          className="py-8"
        >
          {({ sessionTimeoutMinutes, sessions: list }) => {
            const others = list.filter((session) => !session.current);
            return (
              <div className="flex flex-col gap-4">
                <p className="text-sm">
                  <span className="text-muted-foreground">Session timeout: </span>
                  <span className="font-medium">{describeTimeout(sessionTimeoutMinutes)}</span>
                  <span className="text-muted-foreground"> of inactivity signs a session out.</span>
                </p>
                <ul aria-label="Signed-in sessions" className="flex flex-col divide-y rounded-md border">
                  {list.map((session) => (
                    <SessionRow
                      key={session.id}
                      session={session}
                      pending={endOne.isPending && endOne.variables?.path.id === session.id}
                      onEnd={() => endOne.mutate({ path: { id: session.id } })}
                    />
                  ))}
                </ul>
                {others.length > 0 ? (
                  <Button
                    variant="outline"
                    className="self-start"
                    disabled={endOthers.isPending}
                    onClick={() => endOthers.mutate({})}
                  >
                    {endOthers.isPending ? 'Signing out...' : 'Sign out all other sessions'}
                  </Button>
                ) : (
                  <p className="text-sm text-muted-foreground">No other browser or device is signed in.</p>
                )}
              </div>
            );
          }}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function SessionRow({ session, pending, onEnd }: { session: SignedInSessionDto; pending: boolean; onEnd: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
      <div className="flex min-w-0 items-start gap-3">
        <Laptop aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.description}
            {session.current ? <Badge variant="secondary">This device</Badge> : null}
          </p>
          <p className="text-muted-foreground">
            Signed in {when(session.createdAt)} · Last seen {when(session.lastSeenAt)}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          aria-label={`Sign out this session: ${session.description}, signed in ${when(session.createdAt)}`}
          onClick={onEnd}
        >
          {pending ? 'Signing out...' : 'Sign out this session'}
        </Button>
      )}
    </li>
  );
}
