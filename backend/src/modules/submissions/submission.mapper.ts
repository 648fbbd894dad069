import { toUserSummary } from '../users/user-summary.js';
import type { AdminSubmissionSummaryDto, ArchiveEntryLinkDto, MySubmissionDto } from './dto/submission.dto.js';
import type { SubmissionFieldsDto } from './dto/submission-fields.dto.js';
import type { Submission } from './entities/submission.entity.js';

function archiveEntryOf(submission: Submission): ArchiveEntryLinkDto | null {
  return submission.archiveEntrySlug ? { type: submission.type, slug: submission.archiveEntrySlug } : null;
}

export function toMySubmissionDto(submission: Submission): MySubmissionDto {
  return {
    id: submission.id,
    type: submission.type,
    status: submission.status,
    name: submission.name,
    description: submission.description,
    submittedAt: submission.createdAt.toISOString(),
    reviewReason: submission.reviewReason,
    reviewedAt: submission.reviewedAt?.toISOString() ?? null,
    archiveEntry: archiveEntryOf(submission),
    batchId: submission.batchId,
  };
}

/** The submitter relation must be loaded. */
export function toAdminSubmissionSummaryDto(
  submission: Submission,
  possibleDuplicateCount = 0,
): AdminSubmissionSummaryDto {
  if (!submission.submittedBy) throw new Error('The submitter of a submission must be loaded');
  return {
    id: submission.id,
    type: submission.type,
    status: submission.status,
    name: submission.name,
    description: submission.description,
    submittedAt: submission.createdAt.toISOString(),
    submittedBy: toUserSummary(submission.submittedBy),
    batchId: submission.batchId,
    batchRow: submission.batchRow,
    possibleDuplicateCount,
  };
}

/** Every stored field in the form's shape: the columns plus the type's own fields. */
export function toSubmissionFields(submission: Submission): SubmissionFieldsDto {
  return {
    ...(submission.details as Partial<SubmissionFieldsDto>),
    name: submission.name,
    description: submission.description,
    tags: submission.tags,
  };
}

export { archiveEntryOf };
