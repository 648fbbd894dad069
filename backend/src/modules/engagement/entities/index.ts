import type { EntityClass } from '../../../database/entity-class.js';
/** Entities of the engagement module (owned here; database/entities.ts collects every module's list). */
export const ENGAGEMENT_ENTITIES: EntityClass[] = [];
