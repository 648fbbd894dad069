import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SubmissionValue } from '@irl/shared';
import { SubmissionsRepository } from './submissions.repository.js';

export interface ImportedSubmissions {
  submittedBy: string;
  batchId: string;
  /** Rows that passed validateSubmission, with their row number in the file. */
  rows: readonly { rowNumber: number; value: SubmissionValue }[];
}

/**
 * The CSV import's way in: it needs only this insert, so the worker process loads this provider
 * rather than the whole submissions module (review, archive, points, messages).
 */
@Injectable()
export class ImportedSubmissionsWriter {
  constructor(private readonly repository: SubmissionsRepository) {}

  /**
   * Creates the pending submissions of a chunk of CSV rows in the caller's transaction, in one
   * statement; a row already imported for this batch (a retried or resumed job) is skipped, so each
   * row of a file becomes at most one submission. Answers how many were created now.
   */
  create(manager: EntityManager, imported: ImportedSubmissions): Promise<number> {
    return this.repository.insertImported(manager, imported.submittedBy, imported.batchId, imported.rows);
  }
}
