import { screen } from '@testing-library/react';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetch } from '@/test/render';
import { buildArticle, buildPage, buildSession } from '@/test/fixtures';

function answers(route: (url: URL) => Response | undefined) {
  return (url: URL) =>
    url.pathname === '/api/auth/user' ? jsonResponse('getSession', buildSession(null)) : route(url);
}

describe('category and tag pages', () => {
  it('says Category Not Found for an unknown slug', async () => {
    stubFetch(
      answers((url) =>
        url.pathname === '/api/topics/categories/cooking' ? errorResponse(404, 'Category Not Found') : undefined,
      ),
    );
    renderRoute('/category/cooking');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
  });

  it('shows "Articles tagged X" and the empty state for an unused tag', async () => {
    stubFetch(
      answers((url) => {
        if (url.pathname === '/api/topics/tags/quiet')
          return jsonResponse('getArticleTag', { tag: 'quiet', description: 'Articles tagged quiet', articleCount: 0 });
        if (url.pathname === '/api/articles') return jsonResponse('listArticles', buildPage([], { total: 0 }));
        return undefined;
      }),
    );
    renderRoute('/tag/Quiet');
    expect(await screen.findByRole('heading', { level: 1, name: '#quiet' })).toBeInTheDocument();
    expect(screen.getByTestId('topic-description')).toHaveTextContent('Articles tagged quiet');
    expect(await screen.findByTestId('topic-empty')).toHaveTextContent('No articles carry this tag yet.');
  });

  it("shows a category's description, count, feed and its articles, asking the list for that category", async () => {
    const requests = stubFetch(
      answers((url) => {
        if (url.pathname === '/api/topics/categories/drama-and-events')
          return jsonResponse('getArticleCategory', {
            name: 'Drama & Events',
            slug: 'drama-and-events',
            description: 'Meetups, feuds and bans.',
            articleCount: 1,
          });
        if (url.pathname === '/api/articles')
          return jsonResponse('listArticles', buildPage([buildArticle({ title: 'The ban wave' })], { total: 1 }));
        return undefined;
      }),
    );
    renderRoute('/category/drama-and-events');

    expect(await screen.findByText('Drama & Events', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByTestId('topic-description')).toHaveTextContent('Meetups, feuds and bans.');
    expect(screen.getByTestId('topic-article-count')).toHaveTextContent('1 article');
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/category/drama-and-events/feed.xml',
    );
    expect(await screen.findByRole('link', { name: 'The ban wave' })).toBeInTheDocument();
    const list = requests.map((request) => new URL(request.url)).find((url) => url.pathname === '/api/articles');
    expect(list?.searchParams.get('category')).toBe('Drama & Events');
  });
});
