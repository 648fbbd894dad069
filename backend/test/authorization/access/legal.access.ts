import type { AccessLevel } from '../access-level.js';

/** Access rules of the legal module's operations (see access-table.ts). */
export const LEGAL_ACCESS: Record<string, AccessLevel> = {
  getLegalDocument: 'public',
  listLegalDocumentVersions: 'public',
  getLegalDocumentVersion: 'public',
  getLegalStatus: 'user',
  acceptLegalDocuments: 'user',
  publishLegalDocument: 'admin',
};
