import type { ModerationAction, ModerationSubjectKind } from './moderation.js';

/** What a moderator can do with the open reports on an item (each resolves them all). */
export const REPORT_ACTIONS = [
  'hidden',
  'deleted',
  'dismissed',
  'warned',
] as const satisfies readonly ModerationAction[];
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** The buttons of the review inbox, one per action. */
export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  hidden: 'Hide',
  deleted: 'Delete',
  dismissed: 'Dismiss',
  warned: 'Warn the author',
};

/**
 * Which actions apply to which kind of item. Only comments have a hidden state; a direct message can be
 * deleted (for both people); an article can be deleted (by an admin, as on the admin dashboard); archive
 * entries are corrected through the archive's editor and profiles by their owner, so reports on them are
 * dismissed or end in a warning.
 */
export const REPORT_ACTIONS_BY_SUBJECT: Record<ModerationSubjectKind, readonly ReportAction[]> = {
  comment: ['hidden', 'deleted', 'dismissed', 'warned'],
  article: ['deleted', 'dismissed', 'warned'],
  message: ['deleted', 'dismissed', 'warned'],
  archive_entry: ['dismissed', 'warned'],
  profile: ['dismissed', 'warned'],
};

/** Open reports from this many different members hold a comment until a moderator reviews it. */
export const REPORT_HOLD_THRESHOLD = 3;
