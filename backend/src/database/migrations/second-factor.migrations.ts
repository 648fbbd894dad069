import { SecondFactor1795482088555 } from './1795482088555-SecondFactor.js';

/** Migrations added by the second-factor module, each file in this folder named <timestamp>-<Name>.ts. */
export const SECOND_FACTOR_MIGRATIONS = [SecondFactor1795482088555];
