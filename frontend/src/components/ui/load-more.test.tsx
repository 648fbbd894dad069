import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type InfiniteLike, LoadMore } from './load-more';

const pages = (overrides: Partial<InfiniteLike>): InfiniteLike => ({
  hasNextPage: true,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
  ...overrides,
});

describe('LoadMore', () => {
  it('fetches the next page on click', async () => {
    const query = pages({});
    render(<LoadMore query={query} label="Load More Articles" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More Articles' }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('is hidden on the last page and disabled while loading', () => {
    const { rerender } = render(<LoadMore query={pages({ hasNextPage: false })} label="Load More" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<LoadMore query={pages({ isFetchingNextPage: true })} label="Load More" loadingLabel="Loading more..." />);
    expect(screen.getByRole('button', { name: /Load More/ })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading more...');
  });

  it('reports a failed next page with the server message', () => {
    render(
      <LoadMore
        query={pages({ isFetchNextPageError: true, error: { statusCode: 503, message: 'Down' } })}
        label="Load More Articles"
        errorText="Failed to load more articles."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load more articles. 503: Down');
  });
});
