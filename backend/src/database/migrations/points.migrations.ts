/** Migrations added by the points module, each file in this folder named <timestamp>-<Name>.ts. */
export const POINTS_MIGRATIONS = [];
