/**
 * The words moderation uses on both sides: why something was reported or acted on, what was done,
 * and what set it in motion. The public moderation log shows these and nothing about the people.
 */

/** What a member may give as the reason of a report. `other` needs a few words of its own. */
export const REPORT_REASONS = ['spam', 'harassment', 'personal_information', 'inaccurate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** Why a moderator acted: the report reasons plus the categories a moderator's own review needs. */
export const MODERATION_REASON_CATEGORIES = [
  'spam',
  'harassment',
  'personal_information',
  'inaccurate',
  'off_topic',
  'illegal_content',
  'impersonation',
  'guidelines_violation',
  'other',
] as const;
export type ModerationReasonCategory = (typeof MODERATION_REASON_CATEGORIES)[number];

export const MODERATION_REASON_LABELS: Record<ModerationReasonCategory, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  personal_information: 'Personal information about someone',
  inaccurate: 'Inaccurate',
  off_topic: 'Off topic',
  illegal_content: 'Illegal content',
  impersonation: 'Impersonation',
  guidelines_violation: 'Breaks the community guidelines',
  other: 'Other',
};

/** What can be reported or acted on. */
export const MODERATION_SUBJECT_KINDS = ['article', 'comment', 'message', 'archive_entry', 'profile'] as const;
export type ModerationSubjectKind = (typeof MODERATION_SUBJECT_KINDS)[number];

export const MODERATION_SUBJECT_LABELS: Record<ModerationSubjectKind, string> = {
  article: 'Article',
  comment: 'Comment',
  message: 'Direct message',
  archive_entry: 'Archive entry',
  profile: 'Profile',
};

/** What a moderation action did, as the public log words it. */
export const MODERATION_ACTIONS = [
  'hidden',
  'restored',
  'deleted',
  'edited',
  'dismissed',
  'warned',
  'suspended',
  'banned',
  'reinstated',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

/** What set the action in motion. */
export const MODERATION_SOURCES = ['report', 'takedown_request', 'moderator_review', 'automatic'] as const;
export type ModerationSource = (typeof MODERATION_SOURCES)[number];

export const MODERATION_SOURCE_LABELS: Record<ModerationSource, string> = {
  report: 'Members’ reports',
  takedown_request: 'A takedown or correction request',
  moderator_review: 'A moderator’s own review',
  automatic: 'Automatic (reports reached the threshold)',
};

/** A moderator's note on an action: kept in the audit log, never published. */
export const MODERATION_NOTE_MAX_LENGTH = 1000;
/** The words a reporter adds (needed for `other`). */
export const REPORT_DETAILS_MAX_LENGTH = 1000;
