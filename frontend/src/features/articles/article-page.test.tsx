import { screen } from '@testing-library/react';
import type { ArticleDto } from '@/api/generated/types.gen';
import { buildArticle, jsonResponse, renderRoute, stubFetch } from '@/test/render';

// Article pages are signed-in routes: every test answers the session check with a reader.
const SESSION = {
  user: { id: 'reader', username: 'reader', displayName: 'Reader', role: 'user', isRoot: false, profileImageUrl: null },
  featureAccess: 'everyone',
  platforms: [],
  rootLoginAvailable: false,
};

function withSession(answer: (url: URL) => Response | undefined) {
  return (url: URL) => (url.pathname === '/api/auth/user' ? jsonResponse(SESSION) : answer(url));
}

function buildFullArticle(overrides: Partial<ArticleDto> = {}): ArticleDto {
  return {
    ...buildArticle({ id: 7, title: 'When the backpacks came' }),
    content:
      '<p>Cellular <strong>bonding</strong> changed everything.</p><script>alert(1)</script><img src="x" onerror="alert(2)"><p data-x="1"><a href="https://example.org" target="_blank" onclick="x()">Source</a></p>',
    updatedAt: '2024-03-06T12:00:00.000Z',
    ...overrides,
  };
}

describe('ArticlePage', () => {
  it('shows the article with its body sanitised to the allow-list', async () => {
    stubFetch(
      withSession((url) => (url.pathname === '/api/articles/7' ? jsonResponse(buildFullArticle()) : undefined)),
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

  it('shows Article Not Found with Return Home for a missing article', async () => {
    stubFetch(
      withSession(() => jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Article Not Found' }, 404)),
    );
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
});
