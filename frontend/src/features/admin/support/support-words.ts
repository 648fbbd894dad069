import type { SupportOutcomeAction, SupportRequestKind, SupportRequestStatus } from '@/api/generated/types.gen';

export const KIND_LABELS: Record<SupportRequestKind, string> = {
  username_conflict: 'Username conflict',
  takedown: 'Takedown',
  correction: 'Correction',
  other: 'Other',
};

export const STATUS_LABELS: Record<SupportRequestStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

export const OUTCOME_LABELS: Record<SupportOutcomeAction, string> = {
  deleted: 'Deleted',
  edited: 'Edited',
  dismissed: 'Dismissed (nothing changed)',
};

export const KINDS = Object.keys(KIND_LABELS) as SupportRequestKind[];
export const STATUSES = Object.keys(STATUS_LABELS) as SupportRequestStatus[];
export const OUTCOMES = Object.keys(OUTCOME_LABELS) as SupportOutcomeAction[];

/** The day as the inbox shows it (e.g. 6 Dec 2026), in the reader's time zone. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

export function formatTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

/** Takedown and correction requests record what was done when they are first answered. */
export function needsOutcome(request: { kind: SupportRequestKind; outcome: unknown }): boolean {
  return (request.kind === 'takedown' || request.kind === 'correction') && !request.outcome;
}
