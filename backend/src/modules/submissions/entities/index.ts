import type { EntityClass } from '../../../database/entity-class.js';
import { SubmissionDuplicateCandidate } from './submission-duplicate-candidate.entity.js';
import { Submission } from './submission.entity.js';

/** Entities of the submissions module (database/entities.ts collects every module's list). */
export const SUBMISSIONS_ENTITIES: EntityClass[] = [Submission, SubmissionDuplicateCandidate];
