import { cursorId, decodeCursor, encodeCursor, invalidCursor } from '../../common/pagination/cursor.js';
import type { Submission } from './entities/submission.entity.js';
import type { SubmissionCursor } from './submissions.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Position after a row of a list ordered by (created_at DESC, id DESC); created_at has millisecond precision. */
export function encodeSubmissionCursor(last: Submission): string {
  return encodeCursor([String(last.createdAt.getTime()), last.id]);
}

export function decodeSubmissionCursor(value: string): SubmissionCursor {
  const [at, id] = decodeCursor(value, 2);
  if (!UUID.test(id)) throw invalidCursor();
  return { createdAt: new Date(Number(cursorId(at))), id };
}
