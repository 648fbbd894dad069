import type { EntityClass } from '../../../database/entity-class.js';
import { AuditLogEntry } from './audit-log-entry.entity.js';

/** Entities of the audit module (owned here; database/entities.ts collects every module's list). */
export const AUDIT_ENTITIES: EntityClass[] = [AuditLogEntry];
