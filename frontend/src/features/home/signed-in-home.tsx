import { useState } from 'react';
import type { ArticleFeed, CurrentUserDto } from '@/api/generated/types.gen';
import { ContributeCard } from '@/components/submissions/contribute-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FeedPanel } from './feed-panel';
import { ProfileSummaryCard } from './profile-summary-card';
import { AdminToolsCard, RecentActivityCard } from './sidebar-cards';

const feeds: { value: ArticleFeed; label: string; empty: string }[] = [
  { value: 'latest', label: 'Latest', empty: 'No articles yet.' },
  { value: 'trending', label: 'Trending', empty: 'No trending articles right now.' },
  { value: 'following', label: 'Following', empty: 'Follow writers to see their articles here.' },
  { value: 'mine', label: 'My Posts', empty: "You haven't written any articles yet." },
];

/** The signed-in home: profile summary, the article feeds, admin tools and recent activity. */
export function SignedInHome({ user }: { user: CurrentUserDto }) {
  const [feed, setFeed] = useState<ArticleFeed>('latest');
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:grid-cols-3 lg:px-8">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <ProfileSummaryCard user={user} />
        <section aria-label="Articles">
          <Tabs value={feed} onValueChange={(value) => setFeed(value as ArticleFeed)}>
            <TabsList aria-label="Article feeds" className="w-full justify-start overflow-x-auto sm:w-auto">
              {feeds.map(({ value, label }) => (
                <TabsTrigger key={value} value={value}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            {feeds.map(({ value, empty }) => (
              <TabsContent key={value} value={value}>
                <FeedPanel feed={value} emptyText={empty} />
              </TabsContent>
            ))}
          </Tabs>
        </section>
      </div>
      <aside className="flex flex-col gap-6" aria-label="Sidebar">
        {user.role === 'admin' ? <AdminToolsCard /> : null}
        <ContributeCard />
        <RecentActivityCard />
      </aside>
    </div>
  );
}
