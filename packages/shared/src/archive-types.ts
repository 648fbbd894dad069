import type { SubmissionType } from './submission-rules.js';

/** The kinds of archive entry: the five of a submission, which an approval turns into an entry (a test keeps them equal). */
export const ARCHIVE_TYPES = [
  'person',
  'event',
  'place',
  'meme',
  'group',
] as const satisfies readonly `${SubmissionType}`[];
export type ArchiveType = (typeof ARCHIVE_TYPES)[number];

export function isArchiveType(value: unknown): value is ArchiveType {
  return typeof value === 'string' && (ARCHIVE_TYPES as readonly string[]).includes(value);
}
