import { useInfiniteQuery } from '@tanstack/react-query';
import {
  listProfileArticlesInfiniteOptions,
  listUserActivityInfiniteOptions,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ProfileDto } from '@/api/generated/types.gen';
import { ArticlePages } from '@/components/articles/article-pages';
import { Card, CardContent } from '@/components/ui/card';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivityList } from '@/components/users/activity-list';
import { formatDate } from '@/lib/format';
import { hasNoItems, nextCursor, pageItems } from '@/lib/pages';
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

function ArticlesTab({ profile }: { profile: ProfileDto }) {
  const articles = useInfiniteQuery({
    ...listProfileArticlesInfiniteOptions({ path: { username: profile.username }, query: { limit: PAGE_SIZE } }),
    initialPageParam: { path: { username: profile.username } },
    getNextPageParam: nextCursor,
  });
  return (
    <ArticlePages
      query={articles}
      emptyTestId="tab-empty"
      emptyText={
        profile.isOwnProfile
          ? 'Start writing to share your knowledge with the community!'
          : `${profile.displayName} hasn't published any articles yet.`
      }
    />
  );
}

function ActivityTab({ profile }: { profile: ProfileDto }) {
  const activity = useInfiniteQuery({
    ...listUserActivityInfiniteOptions({ path: { id: profile.id }, query: { limit: PAGE_SIZE * 2 } }),
    initialPageParam: { path: { id: profile.id } },
    getNextPageParam: nextCursor,
  });
  return (
    <QueryState
      query={activity}
      loadingLabel="Loading activity..."
      errorTitle="Failed to load activity."
      isEmpty={hasNoItems}
      empty={
        <EmptyState dashed testId="tab-empty">
          Recent activity will appear here.
        </EmptyState>
      }
    >
      {(data) => (
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
            <ActivityList events={pageItems(data)} />
            <LoadMore query={activity} label="Load More" />
          </CardContent>
        </Card>
      )}
    </QueryState>
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
