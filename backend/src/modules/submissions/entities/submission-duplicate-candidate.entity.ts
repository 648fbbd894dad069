import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { ManyToOneOn } from '../../../common/persistence/relations.js';
import { Submission } from './submission.entity.js';

/**
 * A possible duplicate found for a submission by the background check of a CSV batch: an archive
 * entry or another pending submission of the same type with a similar name. One row per pair (the
 * primary key), so a re-run of the check never flags a pair twice. The inbox shows a badge for a
 * submission with rows here; the review view lists its duplicates exactly as for a single submission.
 */
@Entity({ name: 'submission_duplicate_candidates' })
@Check('CHK_submission_duplicate_candidates_kind', `"kind" IN ('entry', 'submission')`)
export class SubmissionDuplicateCandidate {
  @PrimaryColumn({ name: 'submission_id', type: 'uuid' })
  submissionId: string;

  @ManyToOneOn(() => Submission, 'submission_id', { onDelete: 'CASCADE' })
  submission?: Submission;

  /** 'entry' (an archive entry) or 'submission' (a pending submission, possibly of the same batch). */
  @PrimaryColumn({ type: 'varchar', length: 10 })
  kind: 'entry' | 'submission';

  /** The archive entry's id (as text) or the submission's uuid; no foreign key (either may go away). */
  @PrimaryColumn({ name: 'target_id', type: 'varchar', length: 64 })
  targetId: string;

  /** pg_trgm similarity of the closest pair of names, 0..1. */
  @Column({ type: 'real' })
  similarity: number;
}
