import { ApiProperty } from '@nestjs/swagger';
import { SUBMISSION_TYPES } from '@irl/shared';
import { BatchDuplicateCheck, SubmissionBatchStatus } from '../entities/submission-batch.entity.js';

/** One problem of a rejected row, as the error report lists it. */
export class SubmissionBatchErrorDto {
  @ApiProperty({ description: 'Row number as a spreadsheet shows it (the header is row 1, blank lines count)' })
  rowNumber: number;

  @ApiProperty({ example: 'description', description: "The column, or 'row' for the row as a whole" })
  field: string;

  @ApiProperty({ example: 'Description must be at least 10 characters' })
  reason: string;
}

/** A CSV batch and how far the worker got through it. */
export class SubmissionBatchDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: SUBMISSION_TYPES })
  type: string;

  @ApiProperty({ example: 'people.csv' })
  fileName: string;

  @ApiProperty({ description: 'Size of the uploaded file in bytes' })
  sizeBytes: number;

  @ApiProperty({
    enum: SubmissionBatchStatus,
    enumName: 'SubmissionBatchStatus',
    description:
      "'queued' until the worker reads the file (the uploader's earlier batches go first), 'processing' while " +
      "rows are read, then 'completed' or 'failed'",
  })
  status: SubmissionBatchStatus;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Data rows in the file, once the worker counted them (null while the batch waits for its turn)',
  })
  totalRows: number | null;

  @ApiProperty({ description: 'Rows handled so far (accepted + rejected)' })
  processedRows: number;

  @ApiProperty({ description: 'Rows that became pending submissions' })
  acceptedRows: number;

  @ApiProperty({ description: 'Rows refused, each with its problems in the error report' })
  rejectedRows: number;

  @ApiProperty({ minimum: 0, maximum: 100 })
  progressPercent: number;

  @ApiProperty({ type: 'string', nullable: true, description: 'Why the whole file was refused' })
  failureReason: string | null;

  @ApiProperty({
    type: [SubmissionBatchErrorDto],
    description: 'The first 20 problems of rejected rows, in file order (the error report has them all)',
  })
  firstErrors: SubmissionBatchErrorDto[];

  // An inline enum listing null: a nullable reference to a named enum is not valid OpenAPI 3.0, and a
  // nullable enum must list null among its values.
  @ApiProperty({
    type: 'string',
    enum: [...Object.values(BatchDuplicateCheck), null],
    nullable: true,
    description:
      "The check for possible duplicates that follows a completed import: 'checking', then 'done' (null: none)",
  })
  duplicateCheck: BatchDuplicateCheck | null;

  @ApiProperty({ minimum: 0, maximum: 100, description: 'How far the duplicate check got' })
  duplicatePercent: number;

  @ApiProperty({ description: 'Imported rows flagged as a possible duplicate so far' })
  duplicateRows: number;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  startedAt: Date | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  finishedAt: Date | null;
}
