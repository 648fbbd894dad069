import { SupportInbox1795966926421 } from './1795966926421-SupportInbox.js';

/** Migrations added by the support module, each file in this folder named <timestamp>-<Name>.ts. */
export const SUPPORT_MIGRATIONS = [SupportInbox1795966926421];
