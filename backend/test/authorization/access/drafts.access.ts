import type { AccessLevel } from '../access-level.js';

/** Access rules of the drafts module's operations (see access-table.ts): the editor's users only. */
export const DRAFTS_ACCESS: Record<string, AccessLevel> = {
  getArticleDraft: 'moderator',
  saveArticleDraft: 'moderator',
  discardArticleDraft: 'moderator',
};
