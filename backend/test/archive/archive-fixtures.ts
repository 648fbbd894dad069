import type { DataSource } from 'typeorm';
import { ArchiveService, type ArchiveEntryFromSubmission } from '../../src/modules/archive/archive.service.js';
import type { TestApp } from '../utils/test-app.js';

let submission = 0;

/** Makes an entry the way an approved submission does (inside a transaction, like the approval). */
export async function approved(
  t: TestApp,
  input: Partial<ArchiveEntryFromSubmission> & Pick<ArchiveEntryFromSubmission, 'type' | 'name'>,
): Promise<{ id: number; type: string; slug: string }> {
  submission += 1;
  const archive = t.app.get(ArchiveService);
  return t.dataSource.transaction((manager) =>
    archive.createFromSubmission(manager, {
      submissionId: `test-${submission}-${Date.now()}`,
      description: `${input.name} is an entry written for a test.`,
      details: {},
      tags: [],
      submittedBy: null,
      ...input,
    }),
  );
}

export async function entryCount(dataSource: DataSource): Promise<number> {
  const [{ count }] = await dataSource.query<{ count: number }[]>(
    `SELECT count(*)::int AS "count" FROM "archive_entries"`,
  );
  return count;
}
