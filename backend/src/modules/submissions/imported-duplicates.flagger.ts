import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ArchiveSimilarNames } from '../archive/archive-similar-names.js';
import { SubmissionDuplicatesRepository } from './submission-duplicates.repository.js';

/** The similarity from which a name counts as a possible duplicate (as for a single submission). */
export const DUPLICATE_SIMILARITY = 0.35;
/** Most candidates kept per name of a submission and per kind (archive entries, pending submissions). */
export const MAX_CANDIDATES_PER_NAME = 8;

/**
 * Flags possible duplicates of imported rows, set-based, in the caller's transaction: for the
 * batch's pending submissions in a range of file rows, the archive entries and the other pending
 * submissions (this batch's included) of the same type whose names resemble theirs. Stored pairs are
 * unique, so flagging the same rows again adds nothing.
 */
@Injectable()
export class ImportedDuplicatesFlagger {
  constructor(
    private readonly repository: SubmissionDuplicatesRepository,
    private readonly archive: ArchiveSimilarNames,
  ) {}

  /** Flags rows [fromRow, toRow) of the batch; answers how many of them have a possible duplicate. */
  async flagRows(
    manager: EntityManager,
    batchId: string,
    range: { fromRow: number; toRow: number; statementTimeoutMs: number },
  ): Promise<number> {
    const { fromRow, toRow } = range;
    await this.repository.useTrigramThreshold(manager, DUPLICATE_SIMILARITY, range.statementTimeoutMs);
    const rows = await this.repository.pendingOfBatch(manager, batchId, fromRow, toRow);
    if (rows.length === 0) return 0;
    const asked = rows.flatMap((row) => row.names.map((name) => ({ key: row.id, type: row.type, name })));
    const entries = await this.archive.find(manager, asked, MAX_CANDIDATES_PER_NAME);
    await this.repository.insertCandidates(
      manager,
      entries.map((entry) => ({
        submissionId: entry.key,
        kind: 'entry' as const,
        targetId: String(entry.id),
        similarity: Number(entry.similarity),
      })),
    );
    await this.repository.insertSimilarPending(
      manager,
      batchId,
      fromRow,
      toRow,
      DUPLICATE_SIMILARITY,
      MAX_CANDIDATES_PER_NAME,
    );
    return this.repository.flaggedInRows(manager, batchId, fromRow, toRow);
  }
}
