import {
  getArchiveEntryQueryKey,
  getArchiveTimelineQueryKey,
  listArchiveEntriesQueryKey,
  listArchiveEntryRevisionsQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import type { ArchiveEntryDto } from '@/api/generated/types.gen';
import { allQueriesOf, declareInvalidation } from '@/lib/query-invalidation';

const entryPath = (saved: ArchiveEntryDto) => ({ type: saved.type, slug: saved.slug });

/** After an admin edited an archive entry: its page (seeded with the answer), its history, the index and the timeline. */
export const afterArchiveEntryWrite = declareInvalidation({
  update: (queryClient, saved: ArchiveEntryDto) =>
    queryClient.setQueryData(getArchiveEntryQueryKey({ path: entryPath(saved) }), saved),
  stale: (saved: ArchiveEntryDto) => [
    allQueriesOf(getArchiveEntryQueryKey),
    listArchiveEntryRevisionsQueryKey({ path: entryPath(saved) }),
    listArchiveEntriesQueryKey(),
    getArchiveTimelineQueryKey(),
  ],
});
