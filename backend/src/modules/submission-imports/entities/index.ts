import type { EntityClass } from '../../../database/entity-class.js';
import { SubmissionBatchError } from './submission-batch-error.entity.js';
import { SubmissionBatchFilePart } from './submission-batch-file-part.entity.js';
import { SubmissionBatch } from './submission-batch.entity.js';

/** Entities of the submission-imports module (database/entities.ts collects every module's list). */
export const SUBMISSION_IMPORTS_ENTITIES: EntityClass[] = [
  SubmissionBatch,
  SubmissionBatchError,
  SubmissionBatchFilePart,
];
