import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { buildArticle, buildSearchPage } from '@/test/fixtures';
import { renderRoute, stubFetchSignedIn } from '@/test/render';
import { resultsSummary } from './search-page';

function searchRequests(requests: Request[]) {
  return requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/articles/search');
}

const emptyHelp = (url: URL) => {
  if (url.pathname === '/api/articles/tags') {
    return jsonResponse('listArticleTags', [
      { tag: 'bonding', count: 9 },
      { tag: 'gear', count: 4 },
    ]);
  }
  if (url.pathname === '/api/topics/categories') {
    return jsonResponse('listArticleCategories', [
      { name: 'Technology', slug: 'technology', description: 'Gear', articleCount: 3 },
      { name: 'Twitch IRL', slug: 'twitch-irl', description: 'Twitch', articleCount: 0 },
    ]);
  }
  return undefined;
};

/** Renders the route and waits for the page's lazily loaded chunk (slow on a busy machine). */
async function renderSearch(path: string) {
  const view = renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'Search' }, { timeout: 10_000 });
  return view;
}

describe('SearchPage', { timeout: 20_000 }, () => {
  it('says how many results for the words, shows the highlighted snippet and keeps the words in the header box', async () => {
    const article = buildArticle({ title: 'Cellular bonding', tags: ['bonding', 'gear'], category: 'Technology' });
    stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search'
        ? jsonResponse('searchArticles', {
            ...buildSearchPage([article], { total: 12 }),
            items: [
              {
                ...article,
                highlightTitle: 'Cellular <mark>bonding</mark>',
                highlightPreview: 'a <mark>bonding</mark> encoder <img src=x onerror=alert(1)>',
              },
            ],
          })
        : undefined,
    );
    await renderSearch('/search?q=bonding');

    await waitFor(() => expect(screen.getByTestId('search-summary')).toHaveTextContent("12 results for 'bonding'"));
    const result = screen.getByTestId('search-result');
    expect(within(result).getByRole('link', { name: 'Cellular bonding' })).toHaveAttribute(
      'href',
      `/article/${article.id}`,
    );
    const snippet = within(result).getByTestId('search-snippet');
    expect(snippet.querySelector('mark')).toHaveTextContent('bonding');
    expect(snippet.querySelector('img')).toBeNull();
    expect(within(result).getByRole('link', { name: 'Tag: gear' })).toHaveAttribute('href', '/tag/gear');
    expect(within(result).getByRole('link', { name: 'Technology' })).toHaveAttribute('href', '/category/technology');
    expect(within(result).getByRole('link', { name: 'Ada Historian' })).toHaveAttribute('href', '/profile/historian');
    const boxes = screen.getAllByRole('searchbox', { name: 'Search articles' });
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) expect(box).toHaveValue('bonding');
  });

  it('says "About" before an estimated total and offers a correction that finds more', async () => {
    stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search'
        ? jsonResponse(
            'searchArticles',
            buildSearchPage([buildArticle()], { total: 1204, totalIsEstimate: true, suggestedQuery: 'bonding' }),
          )
        : undefined,
    );
    await renderSearch('/search?q=bonidng&sort=newest');

    await waitFor(() =>
      expect(screen.getByTestId('search-summary')).toHaveTextContent("About 1,204 results for 'bonidng'"),
    );
    expect(screen.getByRole('link', { name: "'bonding'" })).toHaveAttribute('href', '/search?q=bonding&sort=newest');
    expect(screen.getByTestId('did-you-mean')).toHaveTextContent("Did you mean 'bonding'?");
    expect(screen.queryByTestId('search-corrected')).toBeNull();
  });

  it('labels the results of a correction and links to the words as typed, which it then searches exactly', async () => {
    const requests = stubFetchSignedIn((url) => {
      if (url.pathname !== '/api/articles/search') return undefined;
      return url.searchParams.get('exact') === 'true'
        ? jsonResponse('searchArticles', buildSearchPage([], { suggestedQuery: 'bonding' }))
        : jsonResponse('searchArticles', buildSearchPage([buildArticle()], { correctedQuery: 'bonding' }));
    });
    const { router } = await renderSearch('/search?q=bonidng&sort=newest');

    const corrected = await screen.findByTestId('search-corrected');
    expect(screen.getByTestId('search-summary')).toHaveTextContent("1 result for 'bonding'");
    expect(corrected).toHaveTextContent("Showing results for 'bonding'");
    expect(corrected).toHaveTextContent("Search instead for 'bonidng'");
    expect(within(corrected).getByRole('link', { name: "'bonding'" })).toHaveAttribute(
      'href',
      '/search?q=bonding&sort=newest',
    );
    expect(screen.queryByTestId('did-you-mean')).toBeNull();

    await userEvent.click(within(corrected).getByRole('link', { name: "'bonidng'" }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=bonidng&exact=true&sort=newest'));
    expect(searchRequests(requests).at(-1)?.searchParams.get('exact')).toBe('true');
    const empty = await screen.findByTestId('search-empty', {}, { timeout: 10_000 });
    expect(within(empty).getByTestId('did-you-mean')).toHaveTextContent("Did you mean 'bonding'?");
    expect(screen.queryByTestId('search-corrected')).toBeNull();
    // Another order keeps the words as typed.
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most liked');
    await waitFor(() => expect(router.state.location.search).toBe('?q=bonidng&exact=true&sort=likes'));
  });

  it('sends sort and filters from the URL, and changing the sort searches again', async () => {
    const requests = stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search'
        ? jsonResponse('searchArticles', buildSearchPage([buildArticle()]))
        : undefined,
    );
    const { router } = await renderSearch(
      '/search?q=rigs&category=Technology&author=ada&from=2024-01-01&to=2024-12-31',
    );

    await waitFor(() => expect(searchRequests(requests).length).toBeGreaterThan(0));
    const first = searchRequests(requests)[0];
    expect(Object.fromEntries(first.searchParams)).toMatchObject({
      q: 'rigs',
      category: 'Technology',
      author: 'ada',
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(first.searchParams.has('sort')).toBe(false);
    expect(screen.getByLabelText('Author')).toHaveValue('ada');

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most liked');
    await waitFor(() => expect(searchRequests(requests).at(-1)?.searchParams.get('sort')).toBe('likes'));
    expect(router.state.location.search).toContain('sort=likes');
  });

  it('applies filters to the URL and checks the date range before sending', async () => {
    stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search'
        ? jsonResponse('searchArticles', buildSearchPage([buildArticle()]))
        : undefined,
    );
    const { router } = await renderSearch('/search?q=rigs');
    await screen.findByTestId('search-result');

    await userEvent.click(screen.getByText('Filters', { exact: true }));
    await userEvent.type(screen.getByLabelText('Tag'), 'Gear');
    await userEvent.type(screen.getByLabelText('Published from'), '2024-05-01');
    await userEvent.type(screen.getByLabelText('Published until'), '2024-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('The end date is before the start date.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=rigs');

    await userEvent.clear(screen.getByLabelText('Published until'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=rigs&tag=Gear&from=2024-05-01'));
  });

  it('shows the empty state wording with the correction, Clear filters and popular tags and categories', async () => {
    stubFetchSignedIn(
      (url) =>
        (url.pathname === '/api/articles/search'
          ? jsonResponse('searchArticles', buildSearchPage([], { suggestedQuery: 'bonding' }))
          : undefined) ?? emptyHelp(url),
    );
    const { router } = await renderSearch('/search?q=bonidng&tag=nothing');

    const empty = await screen.findByTestId('search-empty');
    expect(within(empty).getByText('No articles found matching your criteria.')).toBeInTheDocument();
    expect(within(empty).getByTestId('did-you-mean')).toHaveTextContent("Did you mean 'bonding'?");
    expect(await within(empty).findByRole('link', { name: 'Tag: bonding' })).toHaveAttribute('href', '/tag/bonding');
    expect(await within(empty).findByRole('link', { name: 'Technology' })).toHaveAttribute(
      'href',
      '/category/technology',
    );
    // Categories without articles are not offered.
    expect(within(empty).queryByRole('link', { name: 'Twitch IRL' })).toBeNull();

    await userEvent.click(within(empty).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=bonidng'));
  });

  it('shows a skeleton while loading and an error with Retry when the search fails', async () => {
    stubFetchSignedIn((url) =>
      url.pathname === '/api/articles/search'
        ? errorResponse(400, 'sort must be one of the following values')
        : undefined,
    );
    renderRoute('/search?q=x');
    expect(await screen.findByTestId('search-skeleton', {}, { timeout: 10_000 })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Search failed.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('words the summary for one result and for filters without words', () => {
    expect(resultsSummary(1, false, 'rig')).toBe("1 result for 'rig'");
    expect(resultsSummary(3, false, '')).toBe('3 results');
  });
});
