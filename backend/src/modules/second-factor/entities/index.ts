import type { EntityClass } from '../../../database/entity-class.js';
import { SecondFactor } from './second-factor.entity.js';

/** Entities of the second-factor module (database/entities.ts collects every module's list). */
export const SECOND_FACTOR_ENTITIES: EntityClass[] = [SecondFactor];
