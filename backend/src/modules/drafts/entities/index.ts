import type { EntityClass } from '../../../database/entity-class.js';
import { ArticleDraft } from './article-draft.entity.js';

/** Entities of the drafts module (owned here; database/entities.ts collects every module's list). */
export const DRAFTS_ENTITIES: EntityClass[] = [ArticleDraft];
