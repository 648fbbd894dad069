import type { EntityClass } from '../../../database/entity-class.js';
import { ReferenceLinkCheck } from './reference-link-check.entity.js';

/** Entities of the link-checks module (database/entities.ts collects every module's list). */
export const LINK_CHECKS_ENTITIES: EntityClass[] = [ReferenceLinkCheck];
