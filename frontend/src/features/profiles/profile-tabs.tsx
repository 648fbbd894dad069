import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  listProfileArticlesInfiniteOptions,
  listUserActivityInfiniteOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ProfileDto } from '@/api/generated/types.gen';
import { ArticleCard } from '@/components/articles/article-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivityItem } from '@/components/users/activity-item';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { SocialLinks, hasSocialLinks } from './social-links';

const PAGE_SIZE = 10;

export function ProfileTabs({ profile }: { profile: ProfileDto }) {
  return (
    <Tabs defaultValue="articles">
      <TabsList aria-label="Profile sections">
        <TabsTrigger value="articles">Articles</TabsTrigger>
        <TabsTrigger value="activity">Activity</TabsTrigger>
        <TabsTrigger value="about">About</TabsTrigger>
      </TabsList>
      <TabsContent value="articles">
        <ArticlesTab profile={profile} />
      </TabsContent>
      <TabsContent value="activity">
        <ActivityTab profile={profile} />
      </TabsContent>
      <TabsContent value="about">
        <AboutTab profile={profile} />
      </TabsContent>
    </Tabs>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={label} showLabel />
    </div>
  );
}

function Failure({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="font-medium">Failed to load {what}.</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed py-12 text-center text-muted-foreground" data-testid="tab-empty">
      {children}
    </p>
  );
}

function LoadMore({ onClick, busy, label }: { onClick: () => void; busy: boolean; label: string }) {
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={onClick} disabled={busy}>
        {busy ? <Spinner label="Loading..." /> : null}
        {label}
      </Button>
    </div>
  );
}

function ArticlesTab({ profile }: { profile: ProfileDto }) {
  const articles = useInfiniteQuery({
    ...listProfileArticlesInfiniteOptions({ path: { username: profile.username }, query: { limit: PAGE_SIZE } }),
    initialPageParam: { path: { username: profile.username } },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
  if (articles.isPending) return <Loading label="Loading articles..." />;
  if (articles.isError) {
    return <Failure error={articles.error} onRetry={() => void articles.refetch()} what="articles" />;
  }
  const items = articles.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Empty>
        {profile.isOwnProfile
          ? 'Start writing to share your knowledge with the community!'
          : `${profile.displayName} hasn't published any articles yet.`}
      </Empty>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      {articles.hasNextPage ? (
        <LoadMore
          label="Load More Articles"
          busy={articles.isFetchingNextPage}
          onClick={() => void articles.fetchNextPage()}
        />
      ) : null}
    </div>
  );
}

function ActivityTab({ profile }: { profile: ProfileDto }) {
  const activity = useInfiniteQuery({
    ...listUserActivityInfiniteOptions({ path: { id: profile.id }, query: { limit: PAGE_SIZE * 2 } }),
    initialPageParam: { path: { id: profile.id } },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
  if (activity.isPending) return <Loading label="Loading activity..." />;
  if (activity.isError) {
    return <Failure error={activity.error} onRetry={() => void activity.refetch()} what="activity" />;
  }
  const items = activity.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <Empty>Recent activity will appear here.</Empty>;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5">
        <ul className="flex flex-col gap-4">
          {items.map((event) => (
            <li key={event.id}>
              <ActivityItem event={event} />
            </li>
          ))}
        </ul>
        {activity.hasNextPage ? (
          <LoadMore
            label="Load More"
            busy={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function AboutTab({ profile }: { profile: ProfileDto }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-5">
        <section>
          <h3 className="mb-1 text-sm font-semibold">Bio</h3>
          <p className="whitespace-pre-wrap text-muted-foreground" data-testid="about-bio">
            {profile.bio?.trim() || 'No bio provided.'}
          </p>
        </section>
        {hasSocialLinks(profile) ? (
          <section>
            <h3 className="mb-2 text-sm font-semibold">Social</h3>
            <SocialLinks profile={profile} />
          </section>
        ) : null}
        <section>
          <h3 className="mb-1 text-sm font-semibold">Member since</h3>
          <p className="text-muted-foreground">
            <time dateTime={profile.createdAt}>{formatDate(profile.createdAt)}</time>
          </p>
        </section>
      </CardContent>
    </Card>
  );
}
