import { EngagementTables1795319929251 } from './1795319929251-EngagementTables.js';
import { CommentHolds1795481752470 } from './1795481752470-CommentHolds.js';
import { CommentRepliesAndModeration1795481986744 } from './1795481986744-CommentRepliesAndModeration.js';

/** Migrations added by the engagement module, each file in this folder named <timestamp>-<Name>.ts. */
export const ENGAGEMENT_MIGRATIONS = [
  EngagementTables1795319929251,
  CommentHolds1795481752470,
  CommentRepliesAndModeration1795481986744,
];
