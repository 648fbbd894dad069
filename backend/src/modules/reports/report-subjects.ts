import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ModerationSubjectKind } from '@irl/shared';
import { isUuid } from '../../common/text/uuid.js';
import { htmlToPlainText } from '../../common/text/plain-text.js';
import { isPlaceholderUser } from '../users/placeholder-user.js';
import { isRootUser } from '../users/root-user.js';
import type { ReportedItemPreviewDto } from './dto/reported-item.dto.js';
import { ReportErrors } from './reports.errors.js';
import { ReportsRepository, type CommentSubjectRow } from './reports.repository.js';

const EXCERPT = 300;
const MAX_INT4 = 2_147_483_647;
const MESSAGE_ID = /^\d{1,18}$/;

/** A serial row id (int4) as text; anything else names no row. */
const isRowId = (id: string) => /^\d{1,10}$/.test(id) && Number(id) >= 1 && Number(id) <= MAX_INT4;

/**
 * The one spelling of an item's id (no leading zeros, a lower-case uuid), so "042" and "42" are one item
 * for the one-report-per-member rule; ids that cannot name an item of the kind come back as given.
 */
export function canonicalSubjectId(kind: ModerationSubjectKind, id: string): string {
  if (kind === 'profile') return id.toLowerCase();
  return /^\d{1,18}$/.test(id) ? BigInt(id).toString() : id;
}

/** A reported item as this module needs it: who wrote it, whether the reporter may see it, and its preview. */
export interface ReportSubject {
  kind: ModerationSubjectKind;
  id: string;
  authorId: string | null;
  /** The article a comment is on (to act on the comment). */
  articleId?: number;
  /** Who may see the item besides everyone (a message: its two people; a held comment: nobody else). */
  visibleTo(userId: string): boolean;
  preview: ReportedItemPreviewDto;
  heldReason?: string | null;
}

function excerpt(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT ? `${chars.slice(0, EXCERPT - 1).join('')}…` : chars.join('');
}

function commentState(row: CommentSubjectRow): ReportedItemPreviewDto['state'] {
  if (row.deleted) return 'deleted';
  if (row.hidden) return 'hidden';
  return row.held_reason ? 'held' : 'visible';
}

/**
 * Finds a reported item in its owner's table. An id that cannot name an item of its kind is simply an
 * item that does not exist.
 */
@Injectable()
export class ReportSubjects {
  constructor(private readonly repository: ReportsRepository) {}

  /** The item; undefined when it does not exist (a deleted comment still exists, in the deleted state). */
  async find(kind: ModerationSubjectKind, given: string, manager?: EntityManager): Promise<ReportSubject | undefined> {
    const id = canonicalSubjectId(kind, given);
    switch (kind) {
      case 'comment': {
        if (!isRowId(id)) return undefined;
        const row = await this.repository.comment(Number(id), manager);
        if (!row) return undefined;
        const state = commentState(row);
        return {
          kind,
          id,
          authorId: row.author_id,
          articleId: row.article_id,
          heldReason: row.held_reason,
          visibleTo: (userId) => state === 'visible' || (state === 'held' && userId === row.author_id),
          preview: {
            title: row.article_title,
            excerpt: excerpt(row.content),
            link: `/article/${row.article_id}#comment-${id}`,
            state,
          },
        };
      }
      case 'article': {
        if (!isRowId(id)) return undefined;
        const row = await this.repository.article(Number(id), manager);
        if (!row) return undefined;
        return {
          kind,
          id,
          authorId: row.author_id,
          visibleTo: () => true,
          preview: {
            title: row.title,
            // The body is HTML: the moderator reads its words, not its tags (a tag the cut split is dropped).
            excerpt: excerpt(htmlToPlainText(row.content.replace(/<[^>]*$/, ''))),
            link: `/article/${id}`,
            state: 'visible',
          },
        };
      }
      case 'message': {
        if (!MESSAGE_ID.test(id)) return undefined;
        const row = await this.repository.message(id, manager);
        if (!row) return undefined;
        return {
          kind,
          id,
          authorId: row.sender_id,
          visibleTo: (userId) => userId === row.sender_id || userId === row.receiver_id,
          preview: { title: null, excerpt: excerpt(row.content), link: null, state: 'visible' },
        };
      }
      case 'archive_entry': {
        if (!isRowId(id)) return undefined;
        const row = await this.repository.archiveEntry(Number(id), manager);
        if (!row) return undefined;
        return {
          kind,
          id,
          authorId: row.created_by,
          visibleTo: () => true,
          preview: {
            title: row.name,
            excerpt: excerpt(row.description),
            link: `/archive/${row.type}/${encodeURIComponent(row.slug)}`,
            state: 'visible',
          },
        };
      }
      case 'profile': {
        if (!isUuid(id)) return undefined;
        const row = await this.repository.profile(id, manager);
        if (!row || isPlaceholderUser(row.id)) return undefined;
        return {
          kind,
          id: row.id,
          authorId: row.id,
          // The root admin has no public profile (it answers 404 to anyone else).
          visibleTo: (userId) => !isRootUser(row.id) || userId === row.id,
          preview: {
            title: row.username,
            excerpt: null,
            link: `/profile/${encodeURIComponent(row.username)}`,
            state: 'visible',
          },
        };
      }
    }
  }

  /** The item as the reporter sees it, or 404 exactly like an item that does not exist. */
  async visibleTo(kind: ModerationSubjectKind, id: string, userId: string, manager?: EntityManager) {
    const subject = await this.find(kind, id, manager);
    if (!subject || !subject.visibleTo(userId)) throw new NotFoundException(ReportErrors.subjectNotFound);
    return subject;
  }

  /** A preview of an item that no longer exists. */
  static gone(): ReportedItemPreviewDto {
    return { title: null, excerpt: null, link: null, state: 'deleted' };
  }
}
