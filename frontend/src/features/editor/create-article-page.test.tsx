import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleDto, CurrentUserDto, SessionDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { createTestQueryClientWithSession, renderRoute, stubFetch } from '@/test/render';
import { isBlankHtml, parseTags, toArticleBody } from './article-form-values';
import { buildArticle, buildCurrentUser } from '@/test/fixtures';

function buildUser(overrides: Partial<CurrentUserDto> = {}): CurrentUserDto {
  return buildCurrentUser({
    id: 'u1',
    username: 'lena',
    displayName: 'Lena',
    email: null,
    role: 'admin',
    ...overrides,
  });
}

function session(user: CurrentUserDto | null): SessionDto {
  return {
    user,
    featureAccess: 'everyone',
    features: { browse: 'everyone', store: 'everyone', contribute: 'everyone', messages: 'everyone' },
    platforms: ['google'],
    rootLoginAvailable: false,
    secondFactor: 'off',
  };
}

describe('toArticleBody', () => {
  it('requires a trimmed title, text in the content and a category; omits a blank excerpt', () => {
    const valid = { title: '  Title ', category: 'Technology', tags: ['a'], excerpt: '   ', content: '<p>Hi</p>' };
    expect(toArticleBody(valid)).toEqual({ title: 'Title', category: 'Technology', tags: ['a'], content: '<p>Hi</p>' });
    expect(toArticleBody({ ...valid, excerpt: ' Short ' })?.excerpt).toBe('Short');
    expect(toArticleBody({ ...valid, title: '   ' })).toBeNull();
    expect(toArticleBody({ ...valid, content: '<p>  </p><ul><li></li></ul>' })).toBeNull();
    expect(toArticleBody({ ...valid, category: '' })).toBeNull();
    expect(toArticleBody({ ...valid, category: 'Not a category' })).toBeNull();
  });

  it('parses comma separated tags', () => {
    expect(parseTags(' IRL, ,bonding,irl ')).toEqual(['irl', 'bonding']);
    expect(isBlankHtml('<p><br></p>')).toBe(true);
  });
});

describe('CreateArticlePage', () => {
  it('refuses users who are neither admin nor moderator', async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/user' ? jsonResponse('getSession', session(buildUser({ role: 'user' }))) : undefined,
    );
    renderRoute('/create');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText('Only administrators and moderators can create articles.')).toBeInTheDocument();
  });

  it('opens the editor from the session the app already checked, without waiting on another check', async () => {
    // Later checks never answer: only the one session query's earlier answer lets the editor draw.
    stubFetch((url) => (url.pathname === '/api/auth/user' ? new Promise<Response>(() => undefined) : undefined));
    renderRoute('/create', createTestQueryClientWithSession(session(buildUser({ role: 'moderator' }))));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Article' })).toBeInTheDocument();
  });

  it('shows Missing information and sends nothing when required fields are empty', async () => {
    const requests = stubFetch((url) =>
      url.pathname === '/api/auth/user'
        ? jsonResponse('getSession', session(buildUser({ role: 'moderator' })))
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute('/contribute');
    await screen.findByRole('heading', { level: 1, name: 'Create Article' });

    // The form shows once the editor knows there is no saved draft to offer.
    await user.type(await screen.findByLabelText(/^Title/), '   ');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Technology');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('offers the labelled formatting toolbar', async () => {
    stubFetch((url) =>
      url.pathname === '/api/auth/user' ? jsonResponse('getSession', session(buildUser())) : undefined,
    );
    renderRoute('/create');
    const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' }, { timeout: 5000 });
    for (const name of [
      'Heading',
      'Bold',
      'Italic',
      'Underline',
      'Bullet list',
      'Numbered list',
      'Quote',
      'Link',
      'Code block',
    ]) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).toHaveAttribute('aria-pressed', 'false');
    }
  });
});

describe('EditArticlePage', () => {
  const article: ArticleDto = {
    ...buildArticle({ id: 9, title: 'Old title', authorId: 'u1', tags: ['irl'] }),
    content: '<p>Body <strong>text</strong></p>',
    updatedAt: '2024-03-05T12:00:00.000Z',
    editedAt: null,
    editedBy: null,
    references: [],
  };

  it('saves the prefilled form with PATCH and returns to the article', async () => {
    const requests = stubFetch((url, request) => {
      if (url.pathname === '/api/auth/user')
        return jsonResponse('getSession', session(buildUser({ role: 'moderator' })));
      if (url.pathname === '/api/articles/9' && request.method === 'PATCH') {
        return jsonResponse('updateArticle', { ...article, title: 'New title' });
      }
      if (url.pathname === '/api/articles/9') return jsonResponse('getArticle', article);
      return undefined;
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/article/9/edit');
    const title = await screen.findByLabelText(/^Title/);
    expect(title).toHaveValue('Old title');
    await user.clear(title);
    await user.type(title, '  New title ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Article updated')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.clone().json()).toMatchObject({
      title: 'New title',
      category: 'Justin.tv Era',
      tags: ['irl'],
      excerpt: null,
      content: '<p>Body <strong>text</strong></p>',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/article/9'));
  });

  it('opens the prefilled form from the session the app already checked, without waiting on another check', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/auth/user') return new Promise<Response>(() => undefined);
      if (url.pathname === '/api/articles/9') return jsonResponse('getArticle', article);
      return undefined;
    });
    renderRoute('/article/9/edit', createTestQueryClientWithSession(session(buildUser({ role: 'moderator' }))));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Old title');
  });

  it('refuses a moderator who is not the author', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/auth/user')
        return jsonResponse('getSession', session(buildUser({ id: 'other', role: 'moderator' })));
      if (url.pathname === '/api/articles/9') return jsonResponse('getArticle', article);
      return undefined;
    });
    renderRoute('/article/9/edit');
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
  });
});
