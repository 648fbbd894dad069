import { LegalDocuments1795970948216 } from './1795970948216-LegalDocuments.js';

/** Migrations added by the legal module, each file in this folder named <timestamp>-<Name>.ts. */
export const LEGAL_MIGRATIONS = [LegalDocuments1795970948216];
