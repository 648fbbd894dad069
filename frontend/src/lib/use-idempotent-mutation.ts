import {
  useMutation,
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** The header the API's creating operations take (documented on each of them). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Variables of a generated mutation: its request options, which may carry headers. */
type RequestVariables = { headers?: object };

/** A random key for one intended submission (randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a submission asks for, so the same one keeps its key; files count by name, size, type and date. */
function submissionOf(variables: RequestVariables): string {
  const { headers: _headers, ...request } = variables;
  return JSON.stringify(request, (_key, value: unknown) =>
    value instanceof Blob
      ? {
          size: value.size,
          type: value.type,
          ...(value instanceof File && { name: value.name, lastModified: value.lastModified }),
        }
      : value,
  );
}

/**
 * useMutation for an operation that creates or sends something, safe against a double submit:
 * - a second press while the first request runs is ignored (synchronously: before React re-renders,
 *   which is what a double-click beats), so screens need not disable their buttons to stay safe;
 * - every request carries an Idempotency-Key, made when a submission starts and reused by a retry of the
 *   same submission (after an error or a lost answer), so the server creates at most one row; a
 *   successful submission, or a changed one, gets a new key.
 * mutateAsync called while a request runs returns that request's promise.
 */
export function useIdempotentMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables extends RequestVariables = RequestVariables,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useMutation(options);
  const { mutateAsync } = mutation;
  const key = useRef<{ value: string; submission: string } | null>(null);
  const running = useRef<Promise<TData> | null>(null);

  const start = useCallback(
    (given?: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>): Promise<TData> => {
      if (running.current) return running.current;
      const variables = given ?? ({} as TVariables);
      const submission = submissionOf(variables);
      if (key.current?.submission !== submission) key.current = { value: newIdempotencyKey(), submission };
      const used = key.current;
      const headers = { ...variables.headers, [IDEMPOTENCY_KEY_HEADER]: used.value };
      const request = mutateAsync({ ...variables, headers }, callbacks);
      running.current = request;
      const settle = (succeeded: boolean) => {
        if (running.current === request) running.current = null;
        if (succeeded && key.current === used) key.current = null;
      };
      request.then(
        () => settle(true),
        () => settle(false),
      );
      return request;
    },
    [mutateAsync],
  );

  const mutate = useCallback(
    (variables?: TVariables, callbacks?: MutateOptions<TData, TError, TVariables, TContext>) => {
      if (running.current) return;
      // Errors reach onError and the mutation's state, as with useMutation's own mutate.
      start(variables, callbacks).catch(() => undefined);
    },
    [start],
  );

  return { ...mutation, mutate, mutateAsync: start };
}
