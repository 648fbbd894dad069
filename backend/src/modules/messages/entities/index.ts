import type { EntityClass } from '../../../database/entity-class.js';
import { DirectMessage } from './direct-message.entity.js';

/** Entities of the messages module (owned here; database/entities.ts collects every module's list). */
export const MESSAGES_ENTITIES: EntityClass[] = [DirectMessage];
