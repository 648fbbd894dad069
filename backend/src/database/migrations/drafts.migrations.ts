import { ArticleDrafts1795481986745 } from './1795481986745-ArticleDrafts.js';
import { DraftReferences1795500000000 } from './1795500000000-DraftReferences.js';

/** Migrations added by the drafts module, each file in this folder named <timestamp>-<Name>.ts. */
export const DRAFTS_MIGRATIONS = [ArticleDrafts1795481986745, DraftReferences1795500000000];
