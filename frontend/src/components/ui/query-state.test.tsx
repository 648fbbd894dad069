import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageErrorState, type QueryLike, QueryState } from './query-state';

function query<T>(overrides: Partial<QueryLike<T>>): QueryLike<T> {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...overrides };
}

function renderState(state: QueryLike<string[]>) {
  return render(
    <QueryState
      query={state}
      loadingLabel="Loading articles..."
      errorTitle="Failed to load articles."
      isEmpty={(items) => items.length === 0}
      empty={<p>No articles yet.</p>}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('announces loading with its label', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles...');
  });

  it('shows the title, the server status and message, and retries on request', async () => {
    const refetch = vi.fn();
    renderState(query({ isError: true, error: { statusCode: 500, message: 'boom' }, refetch }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load articles.');
    expect(alert).toHaveTextContent('500: boom');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when the data has nothing, else the children', () => {
    const { rerender } = renderState(query({ data: [] }));
    expect(screen.getByText('No articles yet.')).toBeInTheDocument();
    rerender(
      <QueryState query={query({ data: ['One'] })} isEmpty={(items: string[]) => items.length === 0}>
        {(items) => <p>{items.join()}</p>}
      </QueryState>,
    );
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.queryByText('No articles yet.')).not.toBeInTheDocument();
  });
});

describe('PageErrorState', () => {
  it('names the failed page as its heading, gives the server reason and retries', async () => {
    const retry = vi.fn();
    render(
      <PageErrorState
        title="Failed to load the article."
        query={{ error: { statusCode: 503, message: 'Down' }, refetch: retry }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Failed to load the article.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('503: Down');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
