import type { EntityClass } from '../../../database/entity-class.js';
import { ModerationLogEntry } from './moderation-log-entry.entity.js';

/** Entities of the moderation-log module (owned here; database/entities.ts collects every module's list). */
export const MODERATION_LOG_ENTITIES: EntityClass[] = [ModerationLogEntry];
