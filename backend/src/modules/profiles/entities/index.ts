import type { EntityClass } from '../../../database/entity-class.js';
import { UserAvatar } from './user-avatar.entity.js';
import { UserFollow } from './user-follow.entity.js';

/** Entities of the profiles module (owned here; database/entities.ts collects every module's list). */
export const PROFILES_ENTITIES: EntityClass[] = [UserFollow, UserAvatar];
