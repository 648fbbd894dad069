import { UserBlocks1795961191922 } from './1795961191922-UserBlocks.js';

/** Migrations added by the blocks module, each file in this folder named <timestamp>-<Name>.ts. */
export const BLOCKS_MIGRATIONS = [UserBlocks1795961191922];
