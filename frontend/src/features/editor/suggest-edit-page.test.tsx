import { screen } from '@testing-library/react';
import type { ArticleDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildFullArticle, buildSession } from '@/test/fixtures';
import { createTestQueryClientWithSession, renderRoute, stubFetch } from '@/test/render';

const article: ArticleDto = buildFullArticle({ id: 9, title: 'Old title', authorId: 'author-1' });

function answerArticle(url: URL) {
  return url.pathname === '/api/articles/9' ? jsonResponse('getArticle', article) : undefined;
}

describe('SuggestEditPage', () => {
  it('opens the suggestion form for a member who cannot edit, from the session the app already checked', async () => {
    // Later checks never answer: only the one session query's earlier answer lets the form draw.
    stubFetch((url) =>
      url.pathname === '/api/auth/user' ? new Promise<Response>(() => undefined) : answerArticle(url),
    );
    renderRoute(
      '/article/9/suggest',
      createTestQueryClientWithSession(buildSession(buildCurrentUser({ id: 'member-1', role: 'user' }))),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Suggest an Edit' })).toBeInTheDocument();
    expect(screen.getByTestId('suggestion-banner')).toHaveTextContent('Old title');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Old title');
  });

  it('sends the author, as a moderator, to the Edit button instead', async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/user'
        ? jsonResponse('getSession', buildSession(buildCurrentUser({ id: 'author-1', role: 'moderator' })))
        : answerArticle(url),
    );
    renderRoute('/article/9/suggest');

    expect(await screen.findByRole('heading', { name: 'You can edit this article' })).toBeInTheDocument();
    expect(screen.queryByTestId('suggestion-banner')).toBeNull();
  });
});
