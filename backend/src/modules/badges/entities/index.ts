import type { EntityClass } from '../../../database/entity-class.js';
import { Badge } from './badge.entity.js';
import { UserBadge } from './user-badge.entity.js';

/** Entities of the badges module (owned here; database/entities.ts collects every module's list). */
export const BADGES_ENTITIES: EntityClass[] = [Badge, UserBadge];
