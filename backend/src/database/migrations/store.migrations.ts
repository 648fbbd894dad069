import { StoreItems1795457700209 } from './1795457700209-StoreItems.js';

/** Migrations added by the store module, each file in this folder named <timestamp>-<Name>.ts. */
export const STORE_MIGRATIONS = [StoreItems1795457700209];
