import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEventDto, ArticlePageDto, ArticleSummaryDto, UserRole } from '@/api/generated/types.gen';
import { buildArticle, buildCurrentUser, buildPage, buildSession } from '@/test/fixtures';
import { jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetch } from '@/test/render';

function feedRequests(requests: Request[]) {
  return requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/articles');
}

type HomeStub = {
  role?: UserRole;
  activity?: ActivityEventDto[];
  feeds?: Record<string, ArticlePageDto>;
  /** The article a boost holds the featured slot with. */
  boosted?: ArticleSummaryDto;
  /** The article an admin pinned to the featured slot. */
  pinned?: ArticleSummaryDto;
};

function stubHome({ role = 'user', activity = [], feeds = {}, boosted, pinned }: HomeStub = {}) {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/user') return jsonResponse('getSession', buildSession(buildCurrentUser({ role })));
    if (url.pathname === '/api/activity/recent') return jsonResponse('listRecentActivity', activity);
    if (url.pathname === '/api/articles/featured-pin' && pinned) {
      return jsonResponse('getFeaturedPin', { article: pinned });
    }
    if (url.pathname === '/api/boosts/featured' && boosted) {
      return jsonResponse('getFeaturedBoost', {
        boost: { id: 3, startsAt: '2024-03-05T12:00:00.000Z', endsAt: '2024-03-06T12:00:00.000Z', article: boosted },
      });
    }
    if (url.pathname === '/api/articles') {
      const feed = url.searchParams.get('feed') ?? 'latest';
      return jsonResponse('listArticles', feeds[feed] ?? buildPage([]));
    }
    return undefined;
  });
}

describe('HomePage (signed in)', () => {
  it('shows the profile summary with real counters from the session', async () => {
    stubHome({ role: 'moderator' });
    renderRoute('/');
    const summary = await screen.findByTestId('profile-summary');
    expect(within(summary).getByRole('heading', { level: 1, name: 'cellbonder' })).toBeInTheDocument();
    expect(within(summary).getByText('Moderator')).toBeInTheDocument();
    expect(within(summary).getByText('Member since 2023')).toBeInTheDocument();
    expect(within(summary).getByTestId('counter-contributor-score')).toHaveTextContent('120');
    expect(within(summary).getByTestId('counter-karma')).toHaveTextContent('45');
    expect(within(summary).getByTestId('counter-points')).toHaveTextContent('300');
    expect(screen.queryByTestId('admin-tools')).not.toBeInTheDocument();
  });

  it('features the first latest article and shows the rest as cards', async () => {
    const first = buildArticle({ title: 'The first stream', excerpt: null, preview: 'x'.repeat(200) });
    const second = buildArticle({ title: 'The second stream' });
    stubHome({ feeds: { latest: buildPage([first, second], { nextCursor: 'next' }) } });
    renderRoute('/');

    const featured = await screen.findByTestId('featured-article');
    expect(within(featured).getByRole('link', { name: 'The first stream' })).toHaveAttribute(
      'href',
      `/article/${first.id}`,
    );
    expect(within(featured).getByTestId('featured-excerpt')).toHaveTextContent('x'.repeat(200));
    expect(screen.getAllByTestId('article-card')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Load More Articles' })).toBeInTheDocument();
    expect(within(featured).queryByTestId('boosted-badge')).not.toBeInTheDocument();
  });

  it('features the boosted article while a boost holds the slot, the latest ones as cards', async () => {
    const first = buildArticle({ title: 'The first stream' });
    const boosted = buildArticle({ title: 'A boosted stream' });
    stubHome({ boosted, feeds: { latest: buildPage([first, boosted]) } });
    renderRoute('/');

    const featured = await screen.findByTestId('featured-article');
    expect(within(featured).getByRole('link', { name: 'A boosted stream' })).toHaveAttribute(
      'href',
      `/article/${boosted.id}`,
    );
    expect(within(featured).getByTestId('boosted-badge')).toHaveTextContent('Boosted');
    const cards = screen.getAllByTestId('article-card');
    expect(cards).toHaveLength(1);
    expect(within(cards[0]).getByText('The first stream')).toBeInTheDocument();
  });

  it("features the admin's pinned article ahead of a boost and the newest article", async () => {
    const first = buildArticle({ title: 'The first stream' });
    const boosted = buildArticle({ title: 'A boosted stream' });
    const pinned = buildArticle({ title: 'A pinned classic', featuredPinned: true });
    stubHome({ boosted, pinned, feeds: { latest: buildPage([first, boosted]) } });
    renderRoute('/');

    const featured = await screen.findByTestId('featured-article');
    expect(within(featured).getByRole('link', { name: 'A pinned classic' })).toHaveAttribute(
      'href',
      `/article/${pinned.id}`,
    );
    expect(within(featured).getByTestId('pinned-badge')).toHaveTextContent('Pinned');
    expect(within(featured).queryByTestId('boosted-badge')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('article-card')).toHaveLength(2);
  });

  it('sends the feed of each tab to the server and shows its empty state', async () => {
    const requests = stubHome();
    renderRoute('/');
    const user = userEvent.setup();

    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
    expect(feedRequests(requests).at(-1)?.searchParams.get('feed')).toBe('latest');

    await user.click(screen.getByRole('tab', { name: 'Trending' }));
    await waitFor(() => expect(feedRequests(requests).at(-1)?.searchParams.get('feed')).toBe('trending'));

    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText('Follow writers to see their articles here.')).toBeInTheDocument();
    expect(feedRequests(requests).at(-1)?.searchParams.get('feed')).toBe('following');

    await user.click(screen.getByRole('tab', { name: 'My Posts' }));
    await waitFor(() => expect(feedRequests(requests).at(-1)?.searchParams.get('feed')).toBe('mine'));
  });

  it('loads the next page with the cursor of the previous one', async () => {
    const requests = stubFetch((url) => {
      if (url.pathname === '/api/auth/user') return jsonResponse('getSession', buildSession(buildCurrentUser()));
      if (url.pathname === '/api/activity/recent') return jsonResponse('listRecentActivity', []);
      if (url.pathname === '/api/articles') {
        return url.searchParams.get('cursor') === 'page2'
          ? jsonResponse('listArticles', buildPage([buildArticle({ title: 'Older story' })]))
          : jsonResponse('listArticles', buildPage([buildArticle(), buildArticle()], { nextCursor: 'page2' }));
      }
      return undefined;
    });
    renderRoute('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load More Articles' }));
    expect(await screen.findByText('Older story')).toBeInTheDocument();
    expect(feedRequests(requests).at(-1)?.searchParams.get('cursor')).toBe('page2');
    expect(screen.queryByRole('button', { name: 'Load More Articles' })).not.toBeInTheDocument();
  });

  it('shows admin tools to admins and real recent activity with links', async () => {
    stubHome({
      role: 'admin',
      activity: [
        {
          id: 'a1',
          type: 'article_created',
          createdAt: new Date().toISOString(),
          actor: {
            id: 'u9',
            username: 'raidtrain',
            displayName: 'Raid Train',
            role: 'user',
            profileImageUrl: null,
            flairs: [],
            isRoot: false,
          },
          article: { id: 42, title: 'The great raid' },
          user: null,
        },
      ],
    });
    renderRoute('/');
    const tools = await screen.findByTestId('admin-tools');
    expect(within(tools).getByRole('link', { name: /User Management/ })).toHaveAttribute('href', '/admin');
    expect(within(tools).getByRole('link', { name: /Content Moderation/ })).toHaveAttribute('href', '/admin/content');
    const activity = screen.getByTestId('recent-activity');
    expect(await within(activity).findByRole('link', { name: 'The great raid' })).toHaveAttribute(
      'href',
      '/article/42',
    );
    expect(within(activity).getByRole('link', { name: 'Raid Train' })).toHaveAttribute('href', '/profile/raidtrain');
  });

  it("says 'No recent activity' when there is none", async () => {
    stubHome();
    renderRoute('/');
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
  });
});
