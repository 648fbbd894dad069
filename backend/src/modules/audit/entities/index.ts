import type { EntityClass } from '../../../database/entity-class.js';
/** Entities of the audit module (owned here; database/entities.ts collects every module's list). */
export const AUDIT_ENTITIES: EntityClass[] = [];
