import type { EntityClass } from '../../../database/entity-class.js';
import { ArticleBoost } from './article-boost.entity.js';

/** Entities of the boosts module (owned here; database/entities.ts collects every module's list). */
export const BOOSTS_ENTITIES: EntityClass[] = [ArticleBoost];
