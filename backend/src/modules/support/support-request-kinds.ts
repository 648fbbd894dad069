/* The public words of the support inbox: kinds of request, their states and the subjects they name. */

/** What a request asks for (stored; never rename a value once shipped). */
export enum SupportRequestKind {
  UsernameConflict = 'username_conflict',
  Takedown = 'takedown',
  Correction = 'correction',
  Other = 'other',
}

/** Where a request stands in the inbox. */
export enum SupportRequestStatus {
  New = 'new',
  InProgress = 'in_progress',
  Answered = 'answered',
  Closed = 'closed',
}

/** What a username-conflict request is about. */
export enum UsernameConflictType {
  AccountMerge = 'account-merge',
  RightfulOwner = 'rightful-owner',
  Other = 'other',
}

/** What a takedown or correction request is about: an article or an archive entry. */
export enum SupportSubjectKind {
  Article = 'article',
  ArchiveEntry = 'archive_entry',
}

/** What answering a takedown or correction request did to its subject (the moderation log's actions). */
export const SUPPORT_OUTCOME_ACTIONS = ['deleted', 'edited', 'dismissed'] as const;
export type SupportOutcomeAction = (typeof SUPPORT_OUTCOME_ACTIONS)[number];

/** Takedown and correction requests are due this many days after they arrive; the others have no date. */
export const SUBJECT_REQUEST_DUE_DAYS = 7;

/** Requests from people without an account are erased this many days after they were closed. */
export const CLOSED_GUEST_REQUEST_RETENTION_DAYS = 90;

export function isSubjectRequest(kind: SupportRequestKind): boolean {
  return kind === SupportRequestKind.Takedown || kind === SupportRequestKind.Correction;
}
