import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FileText, Shield, Star, Trophy, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { listArticlesInfiniteOptions, listRecentActivityOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { ArticleFeed, ArticleSummaryDto, CurrentUserDto } from '@/api/generated/types.gen';
import { ArticleCard } from '@/components/articles/article-card';
import { ArticleStats } from '@/components/articles/article-stats';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ActivityItem } from '@/components/users/activity-item';
import { RoleBadge } from '@/components/users/role-badge';
import { UserAvatar } from '@/components/users/user-avatar';
import { errorMessage } from '@/lib/api-error';
import { formatDate, formatNumber } from '@/lib/format';
import { articlePath, profilePath } from '@/lib/paths';

/** Articles per page of a feed. */
export const FEED_PAGE_SIZE = 10;
/** The featured excerpt falls back to 200 characters. */
const FEATURED_EXCERPT_LENGTH = 200;

const feeds: { value: ArticleFeed; label: string; empty: string }[] = [
  { value: 'latest', label: 'Latest', empty: 'No articles yet.' },
  { value: 'trending', label: 'Trending', empty: 'No trending articles right now.' },
  { value: 'following', label: 'Following', empty: 'Follow writers to see their articles here.' },
  { value: 'mine', label: 'My Posts', empty: "You haven't written any articles yet." },
];

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
        <RecentActivityCard />
      </aside>
    </div>
  );
}

function ProfileSummaryCard({ user }: { user: CurrentUserDto }) {
  const year = new Date(user.createdAt).getFullYear();
  const counters = [
    { label: 'Contributor score', value: user.contributorScore, Icon: Trophy },
    { label: 'Karma', value: user.karmaScore, Icon: Star },
    { label: 'Points', value: user.availablePoints, Icon: FileText },
  ];
  const nameNode = <span className="truncate text-xl font-bold tracking-tight">{user.displayName}</span>;
  return (
    <Card data-testid="profile-summary">
      <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:items-center">
        <UserAvatar name={user.displayName} imageUrl={user.profileImageUrl} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0">
              {user.isRoot ? (
                nameNode
              ) : (
                <Link to={profilePath(user.username)} className="rounded-sm hover:text-primary">
                  {nameNode}
                </Link>
              )}
            </h1>
            <RoleBadge role={user.role} />
          </div>
          {Number.isNaN(year) ? null : <p className="text-sm text-muted-foreground">Member since {year}</p>}
        </div>
        <dl className="grid grid-cols-3 gap-3 text-center">
          {counters.map(({ label, value, Icon }) => (
            <div key={label} className="rounded-lg bg-muted px-3 py-2">
              <dt className="flex items-center justify-center gap-1 text-xs text-muted-foreground">
                <Icon aria-hidden="true" className="size-3.5" />
                {label}
              </dt>
              <dd className="text-lg font-semibold" data-testid={`counter-${label.toLowerCase().replace(/ /g, '-')}`}>
                {formatNumber(value)}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function FeedPanel({ feed, emptyText }: { feed: ArticleFeed; emptyText: string }) {
  const articles = useInfiniteQuery({
    ...listArticlesInfiniteOptions({ query: { feed, limit: FEED_PAGE_SIZE } }),
    initialPageParam: {},
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

  if (articles.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading articles..." showLabel />
      </div>
    );
  }
  if (articles.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <p className="font-medium">Failed to load articles.</p>
        <p className="text-sm text-muted-foreground">{errorMessage(articles.error)}</p>
        <Button variant="outline" onClick={() => void articles.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const items = articles.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed py-16 text-center text-muted-foreground" data-testid="feed-empty">
        {emptyText}
      </p>
    );
  }

  const [first, ...rest] = items;
  const featured = feed === 'latest' ? first : undefined;
  const cards = featured ? rest : items;

  return (
    <div className="flex flex-col gap-6">
      {featured ? <FeaturedArticle article={featured} /> : null}
      {cards.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2">
          {cards.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      ) : null}
      {articles.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            onClick={() => void articles.fetchNextPage()}
            disabled={articles.isFetchingNextPage}
          >
            {articles.isFetchingNextPage ? <Spinner label="Loading more articles..." /> : null}
            Load More Articles
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function FeaturedArticle({ article }: { article: ArticleSummaryDto }) {
  const excerpt = article.excerpt?.trim() || article.preview.slice(0, FEATURED_EXCERPT_LENGTH);
  return (
    <Card className="border-primary/30 bg-gradient-to-br from-primary/5 to-transparent" data-testid="featured-article">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge>Featured</Badge>
          <Badge variant="secondary">{article.category}</Badge>
          <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        </div>
        <CardTitle as="h2" className="text-2xl">
          <Link to={articlePath(article.id)} className="rounded-sm hover:text-primary">
            {article.title}
          </Link>
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          by{' '}
          <Link
            to={profilePath(article.author.username)}
            className="rounded-sm font-medium text-foreground hover:text-primary hover:underline"
          >
            {article.authorName}
          </Link>
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="leading-relaxed text-muted-foreground" data-testid="featured-excerpt">
          {excerpt}
        </p>
        <div className="flex items-center justify-between gap-3">
          <ArticleStats likes={article.likes} comments={article.commentCount} views={article.views} />
          <Button asChild size="sm">
            <Link to={articlePath(article.id)}>Read Article</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function AdminToolsCard() {
  return (
    <Card data-testid="admin-tools">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Shield aria-hidden="true" className="size-5 text-primary" />
          Admin Tools
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Button asChild variant="outline" className="justify-start">
          <Link to="/admin">
            <Users aria-hidden="true" />
            User Management
          </Link>
        </Button>
        <Button asChild variant="outline" className="justify-start">
          <Link to="/admin/content">
            <FileText aria-hidden="true" />
            Content Moderation
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function RecentActivityCard() {
  const activity = useQuery(listRecentActivityOptions());
  return (
    <Card data-testid="recent-activity">
      <CardHeader>
        <CardTitle as="h2">Recent Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <Spinner label="Loading activity..." />
        ) : activity.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm">
            <p>Failed to load activity.</p>
            <p className="text-muted-foreground">{errorMessage(activity.error)}</p>
            <Button size="sm" variant="outline" onClick={() => void activity.refetch()}>
              Retry
            </Button>
          </div>
        ) : activity.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recent activity</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {activity.data.map((event) => (
              <li key={event.id}>
                <ActivityItem event={event} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
