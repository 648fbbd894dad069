import type { EntityClass } from '../../../database/entity-class.js';
import { Report } from './report.entity.js';

/** Entities of the reports module (owned here; database/entities.ts collects every module's list). */
export const REPORTS_ENTITIES: EntityClass[] = [Report];
