import type { EntityClass } from '../../../database/entity-class.js';
import { FlairApplication } from './flair-application.entity.js';
import { Flair } from './flair.entity.js';
import { UserFlair } from './user-flair.entity.js';

/** Entities of the flairs module (owned here; database/entities.ts collects every module's list). */
export const FLAIRS_ENTITIES: EntityClass[] = [Flair, UserFlair, FlairApplication];
