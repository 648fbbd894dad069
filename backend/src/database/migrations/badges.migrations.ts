import { Badges1795482057369 } from './1795482057369-Badges.js';
import { BadgeCatalogueEdits1795931177413 } from './1795931177413-BadgeCatalogueEdits.js';

/** Migrations added by the badges module, each file in this folder named <timestamp>-<Name>.ts. */
export const BADGES_MIGRATIONS = [Badges1795482057369, BadgeCatalogueEdits1795931177413];
