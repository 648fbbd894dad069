import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArticleDto, CommentDto, SessionDto } from '@/api/generated/types.gen';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { configureApiClient } from '@/lib/api-client';
import { errorResponse, jsonResponse } from '@/test/api-response';
import { createTestQueryClient, renderRoute, stubFetch } from '@/test/render';
import { ArticleEngagement } from './article-engagement';
import { buildArticle, buildCurrentUser, buildSession } from '@/test/fixtures';

const article: ArticleDto = {
  ...buildArticle({ id: 5, title: 'Likeable', likes: 3, views: 10, commentCount: 1 }),
  content: '<p>Body</p>',
  updatedAt: '2024-03-05T12:00:00.000Z',
  editedAt: null,
  editedBy: null,
  references: [],
};

function session(signedIn: boolean): SessionDto {
  return buildSession(
    signedIn ? buildCurrentUser({ id: 'reader', username: 'reader', displayName: 'Reader', email: null }) : null,
  );
}

function stubArticle(signedIn: boolean, like: () => Response, moreComments: CommentDto[] = []) {
  let liked = false;
  return stubFetch((url, request) => {
    if (url.pathname === '/api/auth/user') return jsonResponse('getSession', session(signedIn));
    if (url.pathname === '/api/articles/5') return jsonResponse('getArticle', article);
    if (url.pathname === '/api/articles/5/engagement') {
      return jsonResponse('getArticleEngagement', { likes: 3, commentCount: 1, views: 10, likedByMe: liked });
    }
    if (url.pathname === '/api/articles/5/views')
      return jsonResponse('recordArticleView', { views: 11, counted: true });
    if (url.pathname === '/api/articles/5/comments') {
      return jsonResponse('listArticleComments', {
        items: [
          {
            id: 1,
            articleId: 5,
            author: {
              id: 'c1',
              username: 'cellbonder',
              displayName: 'Cell Bonder',
              role: 'moderator',
              isRoot: false,
              profileImageUrl: null,
              flairs: [],
            },
            content: '<b>not bold</b>\nsecond line',
            parentId: null,
            state: 'visible',
            hiddenReason: null,
            createdAt: '2024-03-05T12:00:00.000Z',
            heldReason: null,
            authorBlockedByViewer: false,
          },
          {
            id: 2,
            articleId: 5,
            author: {
              id: 'c2',
              username: 'replier',
              displayName: 'Replier',
              role: 'user',
              isRoot: false,
              profileImageUrl: null,
              flairs: [],
            },
            content: '',
            parentId: 1,
            state: 'hidden',
            hiddenReason: null,
            createdAt: '2024-03-05T12:05:00.000Z',
            heldReason: null,
            authorBlockedByViewer: false,
          },
          ...moreComments,
        ],
        nextCursor: null,
        total: 1,
      });
    }
    if (url.pathname === '/api/articles/5/like' && request.method === 'POST') {
      liked = !liked;
      return like();
    }
    return undefined;
  });
}

describe('ArticlePage engagement', () => {
  it('records one view, toggles the like and updates the count', async () => {
    let likes = 3;
    const requests = stubArticle(true, () => {
      likes = likes === 3 ? 4 : 3;
      return jsonResponse('toggleArticleLike', { liked: likes === 4, likes });
    });
    const user = userEvent.setup();
    renderRoute('/article/5');

    // The first render loads the article page's lazy chunk: on a busy machine that takes more than a second.
    const button = await screen.findByTestId('like-button', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getByTestId('view-count')).toHaveTextContent('11'));
    expect(requests.filter((request) => new URL(request.url).pathname === '/api/articles/5/views')).toHaveLength(1);
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(await screen.findByText('Article liked!')).toBeInTheDocument();
    expect(screen.getByText('Added to your liked articles.')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('4');
    expect(button).toHaveAttribute('aria-pressed', 'true');

    await user.click(button);
    expect(await screen.findByText('Article unliked')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('3');
    // Two clicks with their toasts after the page's lazy chunk: about 4 s on a quiet machine.
  }, 15_000);

  it('asks signed-out visitors to sign in without calling the API', async () => {
    // Article routes redirect signed-out visitors, so the bar is rendered on its own here.
    const requests = stubArticle(false, () => jsonResponse('toggleArticleLike', { liked: true, likes: 4 }));
    const user = userEvent.setup();
    configureApiClient();
    render(
      <AppProviders queryClient={createTestQueryClient()}>
        <MemoryRouter>
          <ArticleEngagement article={article} signedIn={false} />
        </MemoryRouter>
      </AppProviders>,
    );
    await user.click(await screen.findByTestId('like-button'));
    expect(await screen.findByText('You need to be signed in to like articles.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/like'))).toBe(false);
  });

  it('shows the failure toast when the like fails', async () => {
    stubArticle(true, () => errorResponse(500, 'boom'));
    const user = userEvent.setup();
    renderRoute('/article/5');
    await user.click(await screen.findByTestId('like-button'));
    expect(await screen.findByText('Failed to toggle like. Please try again.')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('3');
  });

  it('shows comments as plain text with their replies, and refuses a blank comment from the keyboard', async () => {
    stubArticle(true, () => jsonResponse('toggleArticleLike', { liked: true, likes: 4 }));
    const user = userEvent.setup();
    renderRoute('/article/5');
    const [comment] = await screen.findAllByTestId('comment');
    expect(comment).toHaveTextContent('<b>not bold</b>');
    expect(comment.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Cell Bonder' })).toHaveAttribute('href', '/profile/cellbonder');

    // The reply sits under its comment; its text is hidden from a reader who is not a moderator.
    const replies = screen.getByRole('list', { name: 'Replies to Cell Bonder' });
    expect(replies).toHaveTextContent('Hidden by a moderator');
    expect(comment.querySelector('time')).toHaveAttribute('title', expect.stringContaining('2024'));

    const post = screen.getByRole('button', { name: 'Post Comment' });
    await user.type(screen.getByLabelText('Write a comment'), '   ');
    expect(post).toHaveAttribute('aria-disabled', 'true');
    await user.click(post);
    expect(screen.queryByText('Please write a comment before posting.')).toBeNull();
    post.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please write a comment before posting.')).toBeInTheDocument();
  });

  it("marks the reader's own held comment 'Awaiting approval' and offers no reply to it", async () => {
    stubArticle(true, () => jsonResponse('toggleArticleLike', { liked: true, likes: 4 }), [
      {
        id: 3,
        articleId: 5,
        author: {
          id: 'reader',
          username: 'reader',
          displayName: 'Reader',
          role: 'user',
          isRoot: false,
          profileImageUrl: null,
          flairs: [],
        },
        content: 'Waiting for a moderator',
        parentId: null,
        state: 'visible',
        hiddenReason: null,
        createdAt: '2024-03-05T12:10:00.000Z',
        heldReason: 'new-account',
        authorBlockedByViewer: false,
      },
    ]);
    renderRoute('/article/5');
    const held = (await screen.findByText('Waiting for a moderator')).closest('li');
    expect(held).not.toBeNull();
    expect(held).toHaveTextContent('Awaiting approval');
    expect(within(held as HTMLElement).queryByRole('button', { name: 'Reply' })).toBeNull();
    const [first] = screen.getAllByTestId('comment');
    expect(first).not.toHaveTextContent('Awaiting approval');
    expect(within(first).getAllByRole('button', { name: 'Reply' }).length).toBeGreaterThan(0);
  });

  it('collapses a comment by a member the reader blocks until the reader asks to see it', async () => {
    stubArticle(true, () => jsonResponse('toggleArticleLike', { liked: true, likes: 4 }), [
      {
        id: 4,
        articleId: 5,
        author: {
          id: 'blocked',
          username: 'troll_tom',
          displayName: 'Troll Tom',
          role: 'user',
          isRoot: false,
          profileImageUrl: null,
          flairs: [],
        },
        content: 'Something rude',
        parentId: null,
        state: 'visible',
        hiddenReason: null,
        createdAt: '2024-03-05T12:20:00.000Z',
        heldReason: null,
        authorBlockedByViewer: true,
      },
    ]);
    renderRoute('/article/5');
    const collapsed = await screen.findByTestId('blocked-comment', {}, { timeout: 5000 });
    expect(collapsed).toHaveTextContent('Comment from a member you blocked');
    expect(screen.queryByText('Something rude')).toBeNull();
    expect(screen.queryByText('Troll Tom')).toBeNull();
    expect(screen.getByText(/not bold/)).toBeInTheDocument();

    await userEvent.click(within(collapsed).getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Something rude')).toBeInTheDocument();
    expect(screen.queryByTestId('blocked-comment')).toBeNull();
  });
});
