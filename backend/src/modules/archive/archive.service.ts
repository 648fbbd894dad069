import { Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { decodeCursor, encodeCursor, cursorIntId, invalidCursor } from '../../common/pagination/cursor.js';
import { pageLimit } from '../../common/pagination/page-query.js';
import { toPage } from '../../common/pagination/page.js';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { toUserSummary } from '../users/user-summary.js';
import { changedFields } from './archive-changes.js';
import { ArchiveErrors } from './archive.errors.js';
import { toEntrySummaryDto, toRevisionDto } from './archive.mapper.js';
import {
  ArchiveRepository,
  type ArchiveEntryFields,
  type EntryRef,
  type ArchivePreviewFields,
} from './archive.repository.js';
import {
  aliasesOf,
  cleanList,
  isArchiveType,
  listValue,
  numberedSlug,
  parseEventDate,
  pickDetails,
  slugify,
  type ArchiveDetails,
  type ArchiveType,
} from './archive-types.js';
import type {
  ArchiveDetailsDto,
  ArchiveEntryDto,
  ArchiveEntryRefDto,
  ArchiveRelationDto,
  ArchiveRevisionDto,
  RelationField,
} from './dto/archive-entry.dto.js';
import type { ArchivePageDto, ArchiveTimelineDto, ListArchiveQuery } from './dto/archive-page.dto.js';
import type { ArchiveEntry } from './entities/archive-entry.entity.js';
import type { PageQuery } from '../../common/pagination/page-query.js';

/** What an approved submission brings to the archive (the submissions module calls createFromSubmission). */
export interface ArchiveEntryFromSubmission {
  submissionId: string | number;
  type: string;
  name: string;
  description: string;
  /** The form's other fields: the type's own ones are kept; videos, links and photos become media links. */
  details: Record<string, unknown> | null | undefined;
  tags?: string[] | null;
  /** The submitter's user id (the entry's contributor and the editor of its first version). */
  submittedBy: string | null;
  /** Demo content only: when the entry was written. */
  createdAt?: Date;
}

export interface SimilarEntry {
  id: number;
  slug: string;
  name: string;
  similarity: number;
}

/** Slug attempts before giving up when other writers keep taking the next free slug. */
const SLUG_ATTEMPTS = 5;
const MAX_PEOPLE = 50;

/** Which types a relation field prefers when several entries carry the name written. */
const RELATION_PREFERENCE: Record<RelationField, ArchiveType[]> = {
  associatedWith: ['person', 'group'],
  participants: ['person', 'group'],
  venue: ['place'],
};
const RELATIONS_OF: Partial<Record<ArchiveType, RelationField[]>> = {
  person: ['associatedWith'],
  event: ['participants', 'venue'],
};

/**
 * The archive of approved entries: creation from an approved submission, reading (list, search,
 * timeline, one entry with its relations resolved), and the helpers the submissions module uses
 * (people search, duplicate detection).
 */
@Injectable()
export class ArchiveService {
  constructor(private readonly repository: ArchiveRepository) {}

  /** What the link preview of /archive/{type}/{slug} shows; null when no entry is there. */
  previewFields(type: string, slug: string): Promise<ArchivePreviewFields | null> {
    return this.repository.previewFields(type, slug);
  }

  /**
   * Makes the entry for an approved submission inside the caller's transaction, with its first
   * revision. The slug is the name's, numbered (-2, -3, ...) when the type already has it. A
   * submission makes one entry only: calling again answers the entry made the first time.
   */
  async createFromSubmission(
    manager: EntityManager,
    input: ArchiveEntryFromSubmission,
  ): Promise<{ id: number; type: ArchiveType; slug: string }> {
    const { type, sourceSubmissionId, fields, base } = prepareEntry(input);
    const existing = await this.repository.findBySourceSubmission(manager, sourceSubmissionId);
    if (existing) return { id: existing.id, type: existing.type, slug: existing.slug };

    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
      const slug = nextFreeSlug(new Set(await this.repository.slugsLike(manager, type, base)), base);
      const id = await this.repository.insertUnlessSlugTaken(manager, {
        ...newEntryOf(input, type, fields, sourceSubmissionId),
        slug,
        createdAt: input.createdAt,
      });
      if (id !== null) {
        await this.repository.insertRevision(manager, id, fields, input.submittedBy, input.createdAt);
        return { id, type, slug };
      }
      // Taken meanwhile: by the same submission (answer its entry) or by another name (next number).
      const made = await this.repository.findBySourceSubmission(manager, sourceSubmissionId);
      if (made) return { id: made.id, type: made.type, slug: made.slug };
    }
    throw new Error(`No free slug for "${fields.name}" after ${SLUG_ATTEMPTS} attempts`);
  }

  /**
   * createFromSubmission for a chunk of approved submissions in a few statements whatever its size:
   * the taken slugs of every name are read at once and numbered in memory (two rows of the chunk never
   * get the same slug), then the entries and their first revisions are inserted in one statement each.
   * A row the set insert skipped (another writer took its slug meanwhile, or its submission already
   * made an entry) goes through createFromSubmission. Answers each input's entry, in input order.
   */
  async createManyFromSubmissions(
    manager: EntityManager,
    inputs: readonly ArchiveEntryFromSubmission[],
  ): Promise<{ id: number; type: ArchiveType; slug: string }[]> {
    const prepared = inputs.map((input) => ({ input, ...prepareEntry(input) }));
    const taken = new Map<ArchiveType, Set<string>>();
    const pairs = [...new Map(prepared.map(({ type, base }) => [`${type}/${base}`, { type, base }])).values()];
    for (const row of await this.repository.slugsLikeAny(manager, pairs)) {
      (taken.get(row.type) ?? taken.set(row.type, new Set()).get(row.type)!).add(row.slug);
    }
    const entries = prepared.map(({ input, type, fields, base, sourceSubmissionId }) => {
      const slugs = taken.get(type) ?? taken.set(type, new Set()).get(type)!;
      const slug = nextFreeSlug(slugs, base);
      slugs.add(slug);
      return { ...newEntryOf(input, type, fields, sourceSubmissionId), slug };
    });
    const inserted = new Map(
      (await this.repository.insertManyUnlessSlugTaken(manager, entries)).map((row) => [
        row.source_submission_id,
        Number(row.id),
      ]),
    );
    await this.repository.insertRevisions(
      manager,
      entries.flatMap((entry) => {
        const id = inserted.get(entry.sourceSubmissionId);
        return id === undefined ? [] : [{ entryId: id, fields: fieldsOf(entry), editorId: entry.createdById }];
      }),
    );
    const made: { id: number; type: ArchiveType; slug: string }[] = [];
    for (const [index, entry] of entries.entries()) {
      const id = inserted.get(entry.sourceSubmissionId);
      made.push(
        id === undefined
          ? await this.createFromSubmission(manager, inputs[index])
          : { id, type: entry.type, slug: entry.slug },
      );
    }
    return made;
  }

  /** Approved people whose name or other names match `q` (typos forgiven), best first; all people A–Z for an empty q. */
  searchPeople(q: string, limit: number): Promise<{ id: number; slug: string; name: string }[]> {
    const size = Math.min(Math.max(Math.trunc(limit) || 1, 1), MAX_PEOPLE);
    return this.repository.searchPeople(q ?? '', size);
  }

  /** Entries of the type whose name or other names resemble the given ones (pg_trgm similarity ≥ 0.35). */
  findSimilar(
    manager: EntityManager | undefined,
    type: ArchiveType,
    name: string,
    aliases: string[] = [],
  ): Promise<SimilarEntry[]> {
    return this.repository.findSimilar(manager, type, cleanList([name, ...aliases]));
  }

  /** A–Z by name, or best matches first with q; keyset pages. */
  async list(query: ListArchiveQuery): Promise<ArchivePageDto> {
    const limit = pageLimit(query);
    if (query.q) {
      const cursor = query.cursor ? decodeRankCursor(query.cursor) : undefined;
      const rows = await this.repository.rankedPage(query.q, query.type, limit, cursor);
      const total = await this.repository.countMatches(query.q, query.type);
      const entries = await this.byIds(rows.slice(0, limit).map((row) => row.id));
      const page = toPage(
        rows,
        limit,
        (row) => row.id,
        (last) => encodeCursor([last.rank, last.id]),
      );
      return { ...page, items: page.items.flatMap((id) => summaryOf(entries, id)), total };
    }
    const afterId = query.cursor ? cursorIntId(decodeCursor(query.cursor, 1)[0]) : undefined;
    const ids = await this.repository.byName(query.type, limit, afterId);
    const total = await this.repository.count(query.type);
    const entries = await this.byIds(ids.slice(0, limit));
    const page = toPage(
      ids,
      limit,
      (id) => id,
      (last) => encodeCursor([last]),
    );
    return { ...page, items: page.items.flatMap((id) => summaryOf(entries, id)), total };
  }

  /** Dated events, oldest first. */
  async timeline(query: PageQuery): Promise<ArchiveTimelineDto> {
    const limit = pageLimit(query);
    const cursor = query.cursor ? decodeDateCursor(query.cursor) : undefined;
    const ids = await this.repository.timeline(limit, cursor);
    const entries = await this.byIds(ids.slice(0, limit));
    const page = toPage(
      ids,
      limit,
      (id) => id,
      (last) => {
        const entry = entries.get(last);
        return encodeCursor([entry?.eventDate ?? '1970-01-01', last]);
      },
    );
    return { ...page, items: page.items.flatMap((id) => summaryOf(entries, id)) };
  }

  /** One entry with its relations resolved and the events that name it. */
  async findOne(type: ArchiveType, slug: string): Promise<ArchiveEntryDto> {
    const entry = await this.repository.findBySlug(type, slug);
    if (!entry) throw new NotFoundException(ArchiveErrors.notFound);
    const relationFields = RELATIONS_OF[type] ?? [];
    const written = relationFields.flatMap((field) => relationTexts(entry.details, field));
    const named = await this.repository.namedBy(written);
    const relations: ArchiveRelationDto[] = relationFields
      .map((field) => ({
        field,
        items: relationTexts(entry.details, field).map((text) => ({ text, entry: bestMatch(named, text, field) })),
      }))
      .filter((relation) => relation.items.length > 0);
    const events =
      type === 'event' ? [] : await this.repository.eventsNaming(cleanList([entry.name, ...entry.aliases]), entry.id);
    return {
      id: entry.id,
      type: entry.type,
      slug: entry.slug,
      name: entry.name,
      description: entry.description,
      details: entry.details as ArchiveDetailsDto,
      aliases: entry.aliases,
      tags: entry.tags,
      videos: entry.videos,
      links: entry.links,
      photos: entry.photos,
      eventDate: entry.eventDate,
      relations,
      relatedEvents: events.map((event) => ({
        id: event.id,
        slug: event.slug,
        name: event.name,
        eventDate: event.event_date,
        role: event.role,
      })),
      createdBy: entry.createdBy ? toUserSummary(entry.createdBy) : null,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
    };
  }

  /** Every version, newest first, with what changed from the one before. */
  async revisions(type: ArchiveType, slug: string): Promise<ArchiveRevisionDto[]> {
    const entry = await this.repository.findBySlug(type, slug);
    if (!entry) throw new NotFoundException(ArchiveErrors.notFound);
    const revisions = await this.repository.revisions(entry.id);
    return revisions.map((revision, index) => {
      const previous = revisions[index + 1];
      const number = revisions.length - index;
      return toRevisionDto(revision, number, previous ? changedFields(type, previous, revision) : []);
    });
  }

  private async byIds(ids: number[]): Promise<Map<number, ArchiveEntry>> {
    return new Map((await this.repository.withCreators(ids)).map((entry) => [entry.id, entry]));
  }
}

/** The checked type and the stored fields of an approved submission, and the base of its slug. */
function prepareEntry(input: ArchiveEntryFromSubmission) {
  if (!isArchiveType(input.type)) {
    throw new ValidationFailedException(
      [{ field: 'type', reason: ArchiveErrors.unknownType }],
      ArchiveErrors.unknownType,
    );
  }
  const type = input.type;
  const raw = input.details ?? {};
  const details = pickDetails(type, raw);
  const fields: ArchiveEntryFields = {
    name: input.name.trim(),
    description: input.description.trim(),
    details,
    tags: cleanList(input.tags ?? listValue(raw.tags)).map((tag) => tag.toLowerCase()),
    videos: httpUrls(raw.videos),
    links: httpUrls(raw.links),
    photos: httpUrls(raw.photos),
  };
  return { type, sourceSubmissionId: String(input.submissionId), fields, base: slugify(fields.name) };
}

function newEntryOf(
  input: ArchiveEntryFromSubmission,
  type: ArchiveType,
  fields: ArchiveEntryFields,
  sourceSubmissionId: string,
) {
  return {
    ...fields,
    type,
    aliases: aliasesOf(fields.details),
    eventDate: type === 'event' ? parseEventDate(fields.details.date) : null,
    sourceSubmissionId,
    createdById: input.submittedBy,
  };
}

function fieldsOf(entry: ArchiveEntryFields): ArchiveEntryFields {
  const { name, description, details, tags, videos, links, photos } = entry;
  return { name, description, details, tags, videos, links, photos };
}

/** The name's slug, numbered (-2, -3, ...) past the ones taken. */
function nextFreeSlug(taken: ReadonlySet<string>, base: string): string {
  let n = 1;
  while (taken.has(numberedSlug(base, n))) n += 1;
  return numberedSlug(base, n);
}

function summaryOf(entries: Map<number, ArchiveEntry>, id: number) {
  const entry = entries.get(id);
  return entry ? [toEntrySummaryDto(entry)] : [];
}

function httpUrls(value: unknown): string[] {
  return cleanList(value).filter((url) => {
    try {
      const parsed = new URL(url);
      return parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch {
      return false;
    }
  });
}

function relationTexts(details: ArchiveDetails, field: RelationField): string[] {
  const value = details[field];
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  return cleanList(value);
}

/** The entry a written name stands for: exact name before another name, then the field's preferred types. */
function bestMatch(named: EntryRef[], text: string, field: RelationField): ArchiveEntryRefDto | null {
  const key = text.toLowerCase();
  const preference = RELATION_PREFERENCE[field];
  const score = (ref: EntryRef) => {
    const byName = ref.name.toLowerCase() === key ? 0 : ref.aliases.some((a) => a.toLowerCase() === key) ? 1 : null;
    if (byName === null) return null;
    const typeRank = preference.indexOf(ref.type);
    return byName * 10 + (typeRank === -1 ? preference.length : typeRank);
  };
  let best: { ref: EntryRef; score: number } | null = null;
  for (const ref of named) {
    const s = score(ref);
    if (s !== null && (!best || s < best.score)) best = { ref, score: s };
  }
  return best ? { id: best.ref.id, type: best.ref.type, slug: best.ref.slug, name: best.ref.name } : null;
}

function decodeRankCursor(value: string): { rank: string; id: number } {
  const [rank, id] = decodeCursor(value, 2);
  if (!/^\d{1,6}(\.\d{1,6})?$/.test(rank)) throw invalidCursor();
  return { rank, id: cursorIntId(id) };
}

function decodeDateCursor(value: string): { date: string; id: number } {
  const [date, id] = decodeCursor(value, 2);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw invalidCursor();
  return { date, id: cursorIntId(id) };
}
