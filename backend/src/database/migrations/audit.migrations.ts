/** Migrations added by the audit module, each file in this folder named <timestamp>-<Name>.ts. */
export const AUDIT_MIGRATIONS = [];
