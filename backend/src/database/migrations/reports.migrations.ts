import { Reports1795969659399 } from './1795969659399-Reports.js';

/** Migrations added by the reports module, each file in this folder named <timestamp>-<Name>.ts. */
export const REPORTS_MIGRATIONS = [Reports1795969659399];
