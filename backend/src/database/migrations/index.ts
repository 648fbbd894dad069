import { Initial1795317077343 } from './1795317077343-Initial.js';
import { Identity1795317857479 } from './1795317857479-Identity.js';

/** Every migration, in order. A merged migration is never edited: add a new one. */
export const MIGRATIONS = [Initial1795317077343, Identity1795317857479];
