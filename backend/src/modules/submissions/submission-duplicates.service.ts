import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ArchiveService } from '../archive/archive.service.js';
import type { DuplicateCandidateDto } from './dto/submission.dto.js';
import type { SubmissionType } from '@irl/shared';
import { SubmissionsRepository } from './submissions.repository.js';

/** pg_trgm similarity from which a pending submission counts as a possible duplicate (the archive uses 0.35 too). */
const PENDING_SIMILARITY = 0.35;
const MAX_CANDIDATES = 8;

/** A possible duplicate with who sent it, when it is a pending submission (never part of an answer). */
export interface FoundDuplicate extends DuplicateCandidateDto {
  submittedById: string | null;
}

/**
 * "This may already exist": archive entries (through the archive module) and pending submissions of
 * the same type whose name, nicknames or AKAs resemble the given names. Shown, never blocking: two
 * people can share a name, and the reviewer decides. Reviewers see every pending submission; a member
 * sees approved entries and their own pending submissions only (forMember), so the hint is no window
 * onto the review queue.
 */
@Injectable()
export class SubmissionDuplicatesService {
  constructor(
    private readonly repository: SubmissionsRepository,
    private readonly archive: ArchiveService,
  ) {}

  async find(
    manager: EntityManager | undefined,
    candidate: { type: SubmissionType; name: string; aliases: string[]; excludeSubmissionId?: string },
  ): Promise<FoundDuplicate[]> {
    const names = [...new Set([candidate.name, ...candidate.aliases].map((name) => name.trim()).filter(Boolean))];
    // One after the other: a transaction's connection runs one statement at a time.
    const entries = await this.archive.findSimilar(manager, candidate.type, candidate.name, candidate.aliases);
    const pending = await this.repository.similarPending(
      manager,
      candidate.type,
      names,
      candidate.excludeSubmissionId ?? null,
      PENDING_SIMILARITY,
      MAX_CANDIDATES,
    );
    const found: FoundDuplicate[] = [
      ...entries.map((entry) => ({
        kind: 'entry' as const,
        id: String(entry.id),
        type: candidate.type,
        name: entry.name,
        slug: entry.slug,
        similarity: round(entry.similarity),
        submittedById: null,
      })),
      ...pending.map((row) => ({
        kind: 'submission' as const,
        id: row.id,
        type: candidate.type,
        name: row.name,
        slug: null,
        similarity: round(row.similarity),
        submittedById: row.submittedById,
      })),
    ];
    return found.sort((a, b) => b.similarity - a.similarity).slice(0, MAX_CANDIDATES);
  }

  /** The answer for reviewers: every candidate. */
  forReviewer(found: readonly FoundDuplicate[]): DuplicateCandidateDto[] {
    return found.map(toDto);
  }

  /** The answer for the member who asked: approved entries and their own pending submissions. */
  forMember(found: readonly FoundDuplicate[], memberId: string): DuplicateCandidateDto[] {
    return found.filter((item) => item.kind === 'entry' || item.submittedById === memberId).map(toDto);
  }
}

function toDto({ submittedById: _submitter, ...candidate }: FoundDuplicate): DuplicateCandidateDto {
  return candidate;
}

function round(similarity: number): number {
  return Math.round(similarity * 1000) / 1000;
}
