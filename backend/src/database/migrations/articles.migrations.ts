/** Migrations added by the articles module, each file in this folder named <timestamp>-<Name>.ts. */
export const ARTICLES_MIGRATIONS = [];
