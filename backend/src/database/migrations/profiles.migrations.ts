/** Migrations added by the profiles module, each file in this folder named <timestamp>-<Name>.ts. */
export const PROFILES_MIGRATIONS = [];
