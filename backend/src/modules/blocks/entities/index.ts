import type { EntityClass } from '../../../database/entity-class.js';
import { UserBlock } from './user-block.entity.js';

/** Entities of the blocks module (owned here; database/entities.ts collects every module's list). */
export const BLOCKS_ENTITIES: EntityClass[] = [UserBlock];
