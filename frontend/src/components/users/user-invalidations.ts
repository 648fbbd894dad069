import {
  getProfileByUsernameQueryKey,
  getSessionQueryKey,
  listAdminUsersQueryKey,
  listRolesQueryKey,
} from '@/api/generated/@tanstack/react-query.gen';
import { allQueriesOf, declareInvalidation, type StaleQuery } from '@/lib/query-invalidation';

/** The session (header, home) and every cached profile: what shows a user's own name, picture and standing. */
export function profileQueries(): StaleQuery[] {
  return [getSessionQueryKey(), allQueriesOf(getProfileByUsernameQueryKey)];
}

/** After the signed-in user changed their profile or picture. */
export const afterProfileChange = declareInvalidation({ stale: profileQueries });

/** After an admin changed a user's role or ban (from the Users tab, a profile or the bulk actions). */
export const afterUserModeration = declareInvalidation({
  stale: () => [
    ...profileQueries(),
    listAdminUsersQueryKey(),
    // Role Management's counts per role.
    listRolesQueryKey(),
  ],
});
