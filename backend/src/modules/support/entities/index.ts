import type { EntityClass } from '../../../database/entity-class.js';
import { SupportRequestMessage } from './support-request-message.entity.js';
import { SupportRequest } from './support-request.entity.js';

/** Entities of the support module (owned here; database/entities.ts collects every module's list). */
export const SUPPORT_ENTITIES: EntityClass[] = [SupportRequest, SupportRequestMessage];
