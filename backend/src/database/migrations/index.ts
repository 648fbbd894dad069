import { Initial1795317077343 } from './1795317077343-Initial.js';

/** Every migration, in order. A merged migration is never edited: add a new one. */
export const MIGRATIONS = [Initial1795317077343];
