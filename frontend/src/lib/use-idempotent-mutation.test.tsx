import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createTestQueryClient } from '@/test/render';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey, useIdempotentMutation } from './use-idempotent-mutation';

type Variables = { body: { text: string; file?: File }; headers?: Record<string, string> };

/** A mutation whose requests the test answers one by one. */
function setUp() {
  const calls: { variables: Variables; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const mutationFn = vi.fn(
    (variables: Variables) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ variables, resolve, reject });
      }),
  );
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useIdempotentMutation({ mutationFn }), { wrapper });
  const keyOf = (index: number) => calls[index].variables.headers?.[IDEMPOTENCY_KEY_HEADER];
  return { calls, mutationFn, result, keyOf };
}

describe('useIdempotentMutation', () => {
  it('sends one request for two presses in the same moment (before any re-render), with a key', async () => {
    const { calls, mutationFn, result, keyOf } = setUp();
    act(() => {
      result.current.mutate({ body: { text: 'Hello' } });
      result.current.mutate({ body: { text: 'Hello' } });
    });
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(1));
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(calls[0].variables.body).toEqual({ text: 'Hello' });

    act(() => calls[0].resolve('done'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('gives mutateAsync while a request runs that same request', async () => {
    const { calls, mutationFn, result } = setUp();
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync({ body: { text: 'Once' } });
      second = result.current.mutateAsync({ body: { text: 'Once' } });
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0].resolve('created'));
    await expect(first).resolves.toBe('created');
    await expect(second).resolves.toBe('created');
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  it('keeps the key for a retry of the same submission, and makes a new one after success', async () => {
    const { calls, result, keyOf } = setUp();
    act(() => result.current.mutate({ body: { text: 'Retry me' } }));
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => calls[0].reject(new Error('network')));
    await waitFor(() => expect(result.current.isError).toBe(true));

    act(() => result.current.mutate({ body: { text: 'Retry me' } }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(keyOf(1)).toBe(keyOf(0));
    act(() => calls[1].resolve('created'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    act(() => result.current.mutate({ body: { text: 'Retry me' } }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it('makes a new key when the submission changed (another text, another file)', async () => {
    const { calls, result, keyOf } = setUp();
    const send = async (body: Variables['body']) => {
      const before = calls.length;
      act(() => result.current.mutate({ body }));
      await waitFor(() => expect(calls).toHaveLength(before + 1));
      act(() => calls[before].reject(new Error('refused')));
      await waitFor(() => expect(result.current.isError).toBe(true));
    };
    await send({ text: 'First words' });
    await send({ text: 'Second words' });
    expect(keyOf(1)).not.toBe(keyOf(0));

    const file = (content: string) => new File([content], 'people.csv', { type: 'text/csv', lastModified: 1 });
    await send({ text: 'Upload', file: file('a,b') });
    await send({ text: 'Upload', file: file('a,b') });
    await send({ text: 'Upload', file: file('a,b,c') });
    expect(keyOf(3)).toBe(keyOf(2));
    expect(keyOf(4)).not.toBe(keyOf(3));
  });

  it('makes keys without randomUUID (a page served over plain http)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array) });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
