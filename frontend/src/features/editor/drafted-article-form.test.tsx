import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUserDto, SessionDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';

const moderator: CurrentUserDto = buildCurrentUser({ id: 'u1', username: 'lena', role: 'moderator' });
const session: SessionDto = {
  user: moderator,
  featureAccess: 'everyone',
  features: { browse: 'everyone', store: 'everyone', contribute: 'everyone', messages: 'everyone' },
  platforms: ['google'],
  rootLoginAvailable: false,
  secondFactor: 'off',
};
const savedDraft = {
  articleId: null,
  title: 'Half-written history',
  excerpt: '',
  content: '<p>It began</p>',
  category: 'Technology',
  tags: 'irl',
  references: null,
  updatedAt: '2025-01-01T10:00:00.000Z',
};

describe('DraftedArticleForm', () => {
  it('offers the saved draft before the form, and restores it into the fields', async () => {
    stubFetch((url) => {
      if (url.pathname === '/api/auth/user') return jsonResponse('getSession', session);
      if (url.pathname === '/api/article-drafts') return jsonResponse('getArticleDraft', { draft: savedDraft });
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute('/create');

    expect(await screen.findByRole('heading', { name: 'You have an unsaved draft' })).toBeInTheDocument();
    expect(screen.getByText('Half-written history')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Title/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Restore draft' }));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('Half-written history');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Technology');
  });

  it('discards the draft on the server and starts from an empty form', async () => {
    const requests = stubFetch((url, request) => {
      if (url.pathname === '/api/auth/user') return jsonResponse('getSession', session);
      if (url.pathname === '/api/article-drafts' && request.method === 'DELETE')
        return new Response(null, { status: 204 });
      if (url.pathname === '/api/article-drafts') return jsonResponse('getArticleDraft', { draft: savedDraft });
      return undefined;
    });
    const user = userEvent.setup();
    renderRoute('/create');

    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    expect(await screen.findByLabelText(/^Title/)).toHaveValue('');
    await waitFor(() => expect(requests.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('shows a missing field under it and moves focus to the first one', async () => {
    stubFetch((url) => (url.pathname === '/api/auth/user' ? jsonResponse('getSession', session) : undefined));
    const user = userEvent.setup();
    renderRoute('/create');
    const title = await screen.findByLabelText(/^Title/);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please select a category.')).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('aria-describedby', expect.stringContaining('title-error'));
  });
});
