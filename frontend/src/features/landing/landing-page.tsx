import { Archive, ArrowRight, BadgeCheck, MessageCircle, PenSquare, Search, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LANDING_SESSION_POLL_MS, useSession, useSessionPolling } from '@/lib/session';
import { usePageMeta } from '@/lib/use-page-meta';

const FEATURES = [
  {
    icon: PenSquare,
    title: 'Rich Content Creation',
    text: 'Write detailed articles with headings, lists, quotes and links about the streams you remember.',
  },
  {
    icon: Users,
    title: 'Social Connections',
    text: 'Follow streamers, historians and fellow viewers and see what they add to the archive.',
  },
  {
    icon: MessageCircle,
    title: 'Real-time Messaging',
    text: 'Talk directly with other members and get new messages the moment they are sent.',
  },
  {
    icon: Search,
    title: 'Powerful Search',
    text: 'Find any streamer, event, platform or era across the whole archive in seconds.',
  },
  {
    icon: BadgeCheck,
    title: 'Trusted Platform',
    text: 'Moderators review the history so the record stays accurate, sourced and fair.',
  },
  {
    icon: Archive,
    title: 'Historical Archive',
    text: 'From the first lifecasts to today: every era of IRL streaming in one place.',
  },
];

/**
 * The signed-out landing page. While it is open the session is checked
 * every 2 s; the router shows home as soon as a user appears.
 */
export function LandingPage({ onSignIn }: { onSignIn: () => void }) {
  usePageMeta();
  useSessionPolling(LANDING_SESSION_POLL_MS);
  const { bannedMessage } = useSession();

  return (
    <div>
      {bannedMessage ? (
        <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
          <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm">
            {bannedMessage}
          </p>
        </div>
      ) : null}
      <section className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Community wiki</p>
        <h1 className="font-serif text-4xl font-bold tracking-tight sm:text-6xl">The Ultimate IRL Stream History</h1>
        <p className="max-w-2xl text-lg text-muted-foreground">
          The streamers, platforms, events and moments that shaped real-life live streaming, written down by the people
          who watched it happen.
        </p>
        <Button size="lg" onClick={onSignIn}>
          Join the Community <ArrowRight aria-hidden="true" />
        </Button>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
        <h2 id="features-heading" className="mb-8 text-center text-2xl font-semibold tracking-tight sm:text-3xl">
          Everything you need to preserve IRL history
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <CardTitle>{title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <CardDescription>{text}</CardDescription>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 px-4 py-16 text-center">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Ready to write IRL history?</h2>
          <p className="max-w-xl opacity-90">
            Sign in with Google, Discord or Steam. Your account is created the first time you sign in.
          </p>
          <Button size="lg" variant="secondary" onClick={onSignIn}>
            Get Started Today
          </Button>
        </div>
      </section>
    </div>
  );
}
