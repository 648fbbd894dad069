import type { EntityClass } from '../../../database/entity-class.js';
import { EmailTemplate } from './email-template.entity.js';

/** Entities of the mail module (owned here; database/entities.ts collects every module's list). */
export const MAIL_ENTITIES: EntityClass[] = [EmailTemplate];
