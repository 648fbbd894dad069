import { UserSuspensions1795967355615 } from './1795967355615-UserSuspensions.js';
import { Initial1795317077343 } from './1795317077343-Initial.js';
import { Identity1795317857479 } from './1795317857479-Identity.js';
import { UserFollows1795319560991 } from './1795319560991-UserFollows.js';
import { ActivityIndexes1795321210863 } from './1795321210863-ActivityIndexes.js';
import { AccountMerges1795447415525 } from './1795447415525-AccountMerges.js';

/** Migrations of the foundation and identity (users, articles, sign-in, settings, follows, merged-account aliases) and cross-module indexes. */
export const CORE_MIGRATIONS = [
  Initial1795317077343,
  Identity1795317857479,
  UserFollows1795319560991,
  ActivityIndexes1795321210863,
  AccountMerges1795447415525,
  UserSuspensions1795967355615,
];
