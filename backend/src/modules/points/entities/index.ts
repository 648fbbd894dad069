import type { EntityClass } from '../../../database/entity-class.js';
import { PointsLedgerEntry } from './points-ledger-entry.entity.js';

/** Entities of the points module (owned here; database/entities.ts collects every module's list). */
export const POINTS_ENTITIES: EntityClass[] = [PointsLedgerEntry];
