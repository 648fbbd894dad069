import { ReferenceLinkChecks1795490000001 } from './1795490000001-ReferenceLinkChecks.js';

/** Migrations added by the link-checks module, each file in this folder named <timestamp>-<Name>.ts. */
export const LINK_CHECKS_MIGRATIONS = [ReferenceLinkChecks1795490000001];
