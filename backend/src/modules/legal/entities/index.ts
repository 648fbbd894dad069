import type { EntityClass } from '../../../database/entity-class.js';
import { LegalAcceptance } from './legal-acceptance.entity.js';
import { LegalDocument } from './legal-document.entity.js';

/** Entities of the legal module (owned here; database/entities.ts collects every module's list). */
export const LEGAL_ENTITIES: EntityClass[] = [LegalDocument, LegalAcceptance];
