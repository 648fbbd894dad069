import { listAdminStoreItemsQueryKey, listStoreItemsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { declareInvalidation } from '@/lib/query-invalidation';

/** After an admin changed the store catalogue: the packs on sale and the admin's item list. */
export const afterStoreItemsChange = declareInvalidation({
  stale: () => [listStoreItemsQueryKey(), listAdminStoreItemsQueryKey()],
});
