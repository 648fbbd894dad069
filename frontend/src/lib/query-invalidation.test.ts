import { QueryClient } from '@tanstack/react-query';
import { allQueriesOf, declareInvalidation } from './query-invalidation';

const key = (id: string, path?: object) => [{ _id: id, ...(path ? { path } : {}) }] as const;

describe('declareInvalidation', () => {
  it('writes the cache first, then marks every declared query stale as a prefix, and nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(key('list', { page: 2 }), 'old');
    client.setQueryData(key('other'), 'old');
    const seen: string[] = [];
    const afterWrite = declareInvalidation({
      update: (queryClient, value: string) => {
        queryClient.setQueryData(key('item'), value);
        seen.push(`update ${value}`);
      },
      stale: (value: string) => {
        seen.push(`stale ${value}`);
        return [[{ _id: 'list' }], { queryKey: key('item'), refetchType: 'none' }];
      },
    });
    await afterWrite(client, 'new');
    expect(seen).toEqual(['update new', 'stale new']);
    expect(client.getQueryState(key('list', { page: 2 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(key('item'))).toMatchObject({ data: 'new', isInvalidated: true });
    expect(client.getQueryState(key('other'))?.isInvalidated).toBe(false);
  });

  it('allQueriesOf keeps only the operation of a generated key', () => {
    const generated = (options?: { path: object }) => key('getThing', options?.path);
    expect(allQueriesOf(generated as (options: never) => readonly [{ _id: string }])).toEqual([{ _id: 'getThing' }]);
  });
});
