/** Migrations added by the messages module, each file in this folder named <timestamp>-<Name>.ts. */
export const MESSAGES_MIGRATIONS = [];
