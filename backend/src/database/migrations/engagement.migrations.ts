/** Migrations added by the engagement module, each file in this folder named <timestamp>-<Name>.ts. */
export const ENGAGEMENT_MIGRATIONS = [];
