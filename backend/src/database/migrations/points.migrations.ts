import { PointsLedger1795320087760 } from './1795320087760-PointsLedger.js';
import { PointsLedgerMergeMoves1795447415526 } from './1795447415526-PointsLedgerMergeMoves.js';

/** Migrations added by the points module, each file in this folder named <timestamp>-<Name>.ts. */
export const POINTS_MIGRATIONS = [PointsLedger1795320087760, PointsLedgerMergeMoves1795447415526];
