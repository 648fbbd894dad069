import { Reports1795967110185 } from './1795967110185-Reports.js';

/** Migrations added by the reports module, each file in this folder named <timestamp>-<Name>.ts. */
export const REPORTS_MIGRATIONS = [Reports1795967110185];
