import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { pageLimit, type PageQuery } from '../../common/pagination/page-query.js';
import { toPage } from '../../common/pagination/page.js';
import { decodeMillisCursor, encodeMillisCursor } from '../../common/pagination/cursor.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { ArchiveService } from '../archive/archive.service.js';
import type { CreateSubmissionDto } from './dto/submission-fields.dto.js';
import type { MySubmissionPageDto, PeopleQuery, PersonOptionDto, SubmissionCreatedDto } from './dto/submission.dto.js';
import { toMySubmissionDto } from './submission.mapper.js';
import { PendingSubmissionsQuota } from './pending-submissions-quota.js';
import { SubmissionDuplicatesRepository } from './submission-duplicates.repository.js';
import { SubmissionDuplicatesService } from './submission-duplicates.service.js';
import { aliasesOf, validateSubmission } from '@irl/shared';
import { SubmissionsRepository } from './submissions.repository.js';

const DEFAULT_PEOPLE = 20;

/** Contributed entries: the form, the submitter's list and the people picker. */
@Injectable()
export class SubmissionsService {
  constructor(
    private readonly repository: SubmissionsRepository,
    private readonly duplicates: SubmissionDuplicatesService,
    private readonly storedDuplicates: SubmissionDuplicatesRepository,
    private readonly archive: ArchiveService,
    private readonly pendingQuota: PendingSubmissionsQuota,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * Checks the form with the shared rules (the server is the authority; the browser runs the same
   * file), stores it pending unless the submitter's pending cap is reached (429; `staffLimits` for
   * moderators and admins), and answers what it may duplicate.
   */
  async create(submitterId: string, body: CreateSubmissionDto, staffLimits: boolean): Promise<SubmissionCreatedDto> {
    const { type, ...fields } = body as CreateSubmissionDto & Record<string, unknown>;
    const { value, errors } = validateSubmission(type, fields);
    if (!value) throw new ValidationFailedException(errors, errors[0]?.reason);
    const saved = await this.dataSource.transaction(async (manager) => {
      this.pendingQuota.assertRoom(await this.pendingQuota.lockedRoom(manager, submitterId, staffLimits));
      return this.repository.insert(submitterId, value, manager);
    });
    const found = await this.duplicates.find(undefined, {
      type: value.type,
      name: value.name,
      aliases: aliasesOf(value),
      excludeSubmissionId: saved.id,
    });
    // Kept for the review inbox's badge, as the CSV import's check does for imported rows: every
    // candidate, others' pending submissions included (reviewers see them).
    await this.storedDuplicates.insertCandidates(
      undefined,
      found.map((candidate) => ({
        submissionId: saved.id,
        kind: candidate.kind,
        targetId: candidate.id,
        similarity: candidate.similarity,
      })),
    );
    return { submission: toMySubmissionDto(saved), possibleDuplicates: this.duplicates.forMember(found, submitterId) };
  }

  async listMine(userId: string, query: PageQuery): Promise<MySubmissionPageDto> {
    const limit = pageLimit(query);
    const after = query.cursor ? decodeMillisCursor(query.cursor) : undefined;
    const filters = { submittedById: userId };
    const rows = await this.repository.page(filters, after, limit + 1, { withSubmitter: false });
    const total = await this.repository.count(filters);
    return {
      ...toPage(rows, limit, toMySubmissionDto, (last) => encodeMillisCursor({ at: last.createdAt, id: last.id })),
      total,
    };
  }

  /** Approved people for the associatedWith and participants pickers. */
  people(query: PeopleQuery): Promise<PersonOptionDto[]> {
    return this.archive.searchPeople(query.q?.trim() ?? '', query.limit ?? DEFAULT_PEOPLE);
  }
}
