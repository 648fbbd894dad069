import type { EntityClass } from '../../../database/entity-class.js';
/** Entities of the messages module (owned here; database/entities.ts collects every module's list). */
export const MESSAGES_ENTITIES: EntityClass[] = [];
