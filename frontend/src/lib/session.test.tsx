import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { jsonResponse } from '@/test/api-response';
import { buildSession } from '@/test/fixtures';
import { createTestQueryClient, stubFetch } from '@/test/render';
import { configureApiClient } from './api-client';
import { useSession, useSessionPolling } from './session';

function Reader() {
  useSession();
  return null;
}

/** The app: one poller, and screens that read the session mounted one after another. */
function App({ pollMs }: { pollMs: number }) {
  useSessionPolling(pollMs);
  const [readers, setReaders] = useState(1);
  return (
    <>
      <button onClick={() => setReaders((count) => count + 1)}>more</button>
      {Array.from({ length: readers }, (_, index) => (
        <Reader key={index} />
      ))}
    </>
  );
}

describe('session polling', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks once per interval however many screens read the session, and not again when one mounts', async () => {
    configureApiClient();
    const requests = stubFetch((url) =>
      url.pathname === '/api/auth/user' ? jsonResponse('getSession', buildSession(null)) : undefined,
    );
    const view = render(
      <QueryClientProvider client={createTestQueryClient()}>
        <App pollMs={1000} />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(requests).toHaveLength(1);
    // Four more readers mount at different moments within the first interval.
    for (let i = 0; i < 4; i += 1) {
      await act(async () => {
        view.getByText('more').click();
        await vi.advanceTimersByTimeAsync(150);
      });
    }
    expect(requests).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(requests.length).toBeGreaterThanOrEqual(5);
    expect(requests.length).toBeLessThanOrEqual(7);
  });
});
