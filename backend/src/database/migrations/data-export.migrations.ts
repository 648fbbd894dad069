import { DataExports1795471526618 } from './1795471526618-DataExports.js';

/** Migrations added by the data-export module, each file in this folder named <timestamp>-<Name>.ts. */
export const DATA_EXPORT_MIGRATIONS = [DataExports1795471526618];
