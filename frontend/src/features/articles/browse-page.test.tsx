import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetchSignedIn } from '@/test/render';
import { buildArticle, buildSearchPage } from '@/test/fixtures';

function articlesRequests(requests: Request[]) {
  return requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/articles/search');
}

describe('BrowsePage', () => {
  it('shows the empty state with a link to create the first article', async () => {
    stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search' ? jsonResponse('searchArticles', buildSearchPage([])) : undefined,
    );
    renderRoute('/browse');

    expect(await screen.findByText('No articles found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the First Article' })).toHaveAttribute('href', '/create');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Articles' })).toBeInTheDocument();
    expect(screen.getByTestId('article-count')).toHaveTextContent('0 articles');
  });

  it('shows the total from the server in the count badge and the cards of the page', async () => {
    const items = [buildArticle({ title: 'Backpack rigs' }), buildArticle({ title: 'The ban wave' })];
    const requests = stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search'
        ? jsonResponse('searchArticles', buildSearchPage(items, { total: 42, nextCursor: 'abc' }))
        : undefined,
    );
    renderRoute('/browse');

    expect(await screen.findByTestId('article-count')).toHaveTextContent('42 articles');
    expect(screen.getAllByTestId('article-card')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Backpack rigs' })).toHaveAttribute('href', `/article/${items[0].id}`);
    expect(screen.getByRole('button', { name: 'Load More Articles' })).toBeInTheDocument();
    expect(articlesRequests(requests)[0]?.searchParams.has('cursor')).toBe(false);
  });

  it('says "About" before a total the server estimated', async () => {
    stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search'
        ? jsonResponse(
            'searchArticles',
            buildSearchPage([buildArticle()], { total: 201345, totalIsEstimate: true, nextCursor: 'abc' }),
          )
        : undefined,
    );
    renderRoute('/browse');

    expect(await screen.findByTestId('article-count')).toHaveTextContent('About 201,345 articles');
  });

  it('falls back to the first 150 characters of the preview plus an ellipsis without an excerpt', async () => {
    const preview = `${'a'.repeat(150)}TAIL`;
    stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search'
        ? jsonResponse('searchArticles', buildSearchPage([buildArticle({ preview, excerpt: null })]))
        : undefined,
    );
    renderRoute('/browse');
    expect(await screen.findByText(`${'a'.repeat(150)}...`)).toBeInTheDocument();
  });

  it('opens /browse?q= with the query in the box and sends it to the server as q', async () => {
    const requests = stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search' ? jsonResponse('searchArticles', buildSearchPage([])) : undefined,
    );
    renderRoute('/browse?q=backpack');

    expect(await screen.findByRole('searchbox', { name: /Search articles by title or content/ })).toHaveValue(
      'backpack',
    );
    await waitFor(() => expect(articlesRequests(requests).at(-1)?.searchParams.get('q')).toBe('backpack'));
  });

  it('sends the typed search to the server after a pause', async () => {
    const requests = stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search' ? jsonResponse('searchArticles', buildSearchPage([])) : undefined,
    );
    const { router } = renderRoute('/browse');
    const user = userEvent.setup();

    await user.type(await screen.findByRole('searchbox', { name: /Search articles by title/ }), '  drama ');

    await waitFor(() => expect(articlesRequests(requests).at(-1)?.searchParams.get('q')).toBe('drama'));
    expect(router.state.location.search).toContain('q=');
  });

  it('offers Retry when loading fails', async () => {
    stubFetchSignedIn(() => errorResponse(500, 'Internal server error'));
    renderRoute('/browse');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('500: Internal server error')).toBeInTheDocument();
  });
});
