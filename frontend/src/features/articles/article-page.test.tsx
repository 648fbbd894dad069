import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetch } from '@/test/render';
import { buildCurrentUser, buildFullArticle, buildSession } from '@/test/fixtures';

// Article pages are signed-in routes: every test answers the session check with a reader.
const SESSION = buildSession(buildCurrentUser({ id: 'reader', username: 'reader', displayName: 'Reader' }));

function withSession(answer: (url: URL) => Response | undefined) {
  return (url: URL) => (url.pathname === '/api/auth/user' ? jsonResponse('getSession', SESSION) : answer(url));
}

const articleWithUnsafeBody = () =>
  buildFullArticle({
    id: 7,
    title: 'When the backpacks came',
    content:
      '<p>Cellular <strong>bonding</strong> changed everything.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><p data-x="1"><a href="https://example.org" target="_blank" onclick="x()">Source</a></p>',
  });

describe('ArticlePage', () => {
  it('shows the article with its body sanitised to the allow-list', async () => {
    stubFetch(
      withSession((url) =>
        url.pathname === '/api/articles/7' ? jsonResponse('getArticle', articleWithUnsafeBody()) : undefined,
      ),
    );
    renderRoute('/article/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'When the backpacks came' })).toBeInTheDocument();
    const body = screen.getByTestId('article-body');
    expect(body).toHaveTextContent('Cellular bonding changed everything.');
    expect(body.querySelector('script, img, [onerror], [onclick], [data-x]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Source' })).toHaveAttribute('href', 'https://example.org');
    expect(screen.getByText('Justin.tv Era')).toBeInTheDocument();
    expect(screen.getByText('7 comments')).toBeInTheDocument();
    expect(document.title).toBe('When the backpacks came | IRL Stream History');
  });

  it("waits for the session before drawing the article, so the reader's buttons do not push it down later", async () => {
    let releaseSession: () => void = () => undefined;
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    const admin = buildSession(buildCurrentUser({ id: 'admin', username: 'admin', role: 'admin' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const { pathname } = new URL((input instanceof Request ? input : new Request(input, init)).url);
        if (pathname === '/api/auth/user') {
          await sessionHeld;
          return jsonResponse('getSession', admin);
        }
        if (pathname === '/api/articles/7') return jsonResponse('getArticle', articleWithUnsafeBody());
        return errorResponse(404, 'Not Found');
      }),
    );
    renderRoute('/article/7');

    expect(await screen.findByTestId('article-skeleton')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100)); // the article's answer is in by now
    expect(screen.queryByRole('heading', { level: 1, name: 'When the backpacks came' })).toBeNull();
    releaseSession();
    expect(await screen.findByRole('heading', { level: 1, name: 'When the backpacks came' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('shows Article Not Found with Return Home for a missing article', async () => {
    stubFetch(withSession(() => errorResponse(404, 'Article Not Found')));
    renderRoute('/articles/999');

    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('shows Article Not Found for an id that cannot exist, without calling the API', async () => {
    const requests = stubFetch(withSession(() => undefined));
    renderRoute('/article/not-a-number');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.includes('/api/articles'))).toHaveLength(0);
  });

  it('names the failure with the server reason and loads the article again on Retry', async () => {
    let failing = true;
    stubFetch(
      withSession((url) => {
        if (url.pathname !== '/api/articles/7') return undefined;
        return failing
          ? errorResponse(503, 'Database unavailable')
          : jsonResponse('getArticle', articleWithUnsafeBody());
      }),
    );
    renderRoute('/article/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load the article.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('503: Database unavailable');
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'When the backpacks came' })).toBeInTheDocument();
  });
});
