import { Flairs1795457544263 } from './1795457544263-Flairs.js';

/** Migrations added by the flairs module, each file in this folder named <timestamp>-<Name>.ts. */
export const FLAIRS_MIGRATIONS = [Flairs1795457544263];
