import { FeatureSwitches1795481752469 } from './1795481752469-FeatureSwitches.js';

/** Migrations added by the settings module (site-wide settings), each file in this folder named <timestamp>-<Name>.ts. */
export const SETTINGS_MIGRATIONS = [FeatureSwitches1795481752469];
