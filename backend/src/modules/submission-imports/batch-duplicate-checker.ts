import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ImportedDuplicatesFlagger } from '../submissions/imported-duplicates.flagger.js';
import { duplicatePercentOf } from './batch-progress.js';
import { Environment } from '../../config/environment.js';
import { BatchDuplicateCheck, SubmissionBatchStatus } from './entities/submission-batch.entity.js';
import { SubmissionImportsRepository } from './submission-imports.repository.js';

export type DuplicateCheckOutcome = 'done' | 'skipped' | 'superseded' | 'interrupted';

/**
 * The duplicate check of a completed batch, after (never inside) the import: the batch's rows are
 * compared in chunks of file rows, each chunk's flags and the batch's progress committing in one
 * transaction under the batch row's lock, so a killed or re-run check resumes at the next chunk and
 * never records a chunk twice (the stored pairs are unique besides).
 */
@Injectable()
export class BatchDuplicateChecker {
  private readonly logger = new Logger(BatchDuplicateChecker.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: SubmissionImportsRepository,
    private readonly flagger: ImportedDuplicatesFlagger,
    private readonly env: Environment,
  ) {}

  /**
   * Runs the check to its end, or until `shouldStop` answers true between two chunks (the worker is
   * shutting down: 'interrupted', the caller hands the job back to the queue).
   */
  async run(
    batchId: string,
    onProgress: (percent: number) => Promise<void>,
    shouldStop: () => boolean = () => false,
  ): Promise<DuplicateCheckOutcome> {
    const batch = await this.repository.find(batchId);
    if (
      !batch ||
      batch.status !== SubmissionBatchStatus.Completed ||
      batch.duplicateCheck !== BatchDuplicateCheck.Checking
    ) {
      return 'skipped';
    }
    // Imported rows lie before the import's next row; refused and blank rows are simply absent.
    const endRow = batch.nextRow;
    const chunkRows = this.env.CSV_DUPLICATES_CHUNK_ROWS;
    let fromRow = batch.duplicateNextRow;
    while (fromRow < endRow) {
      if (shouldStop()) return 'interrupted';
      const toRow = Math.min(fromRow + chunkRows, endRow);
      const recorded = await this.dataSource.transaction(async (manager) => {
        const current = await this.repository.lock(manager, batchId);
        if (current?.duplicateCheck !== BatchDuplicateCheck.Checking || current.duplicateNextRow !== fromRow) {
          return false;
        }
        const flagged = await this.flagger.flagRows(manager, batchId, {
          fromRow,
          toRow,
          statementTimeoutMs: this.env.CSV_DUPLICATES_STATEMENT_TIMEOUT_MS,
        });
        await this.repository.recordDuplicateChunk(manager, batchId, { flagged, nextRow: toRow });
        return true;
      });
      if (!recorded) {
        this.logger.warn(
          `Batch ${batchId}: duplicates from row ${fromRow} were already checked by another run; stopping`,
        );
        return 'superseded';
      }
      fromRow = toRow;
      await onProgress(duplicatePercentOf({ duplicateNextRow: fromRow, nextRow: endRow }));
    }
    await this.repository.finishDuplicateCheck(batchId);
    await onProgress(100);
    return 'done';
  }
}
