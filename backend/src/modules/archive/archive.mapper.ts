import { toUserSummary } from '../users/user-summary.js';
import type { ArchiveDetailsDto, ArchiveEntrySummaryDto, ArchiveRevisionDto } from './dto/archive-entry.dto.js';
import type { ArchiveEntryRevision } from './entities/archive-entry-revision.entity.js';
import type { ArchiveEntry } from './entities/archive-entry.entity.js';

const PREVIEW_LENGTH = 200;

/** The first ~200 characters, cut at a word and marked with an ellipsis when cut. */
export function previewOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= PREVIEW_LENGTH) return flat;
  const cut = flat.slice(0, PREVIEW_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

export function toEntrySummaryDto(entry: ArchiveEntry): ArchiveEntrySummaryDto {
  return {
    id: entry.id,
    type: entry.type,
    slug: entry.slug,
    name: entry.name,
    preview: previewOf(entry.description),
    aliases: entry.aliases,
    tags: entry.tags,
    eventDate: entry.eventDate,
  };
}

export function toRevisionDto(
  revision: ArchiveEntryRevision,
  number: number,
  changedFields: string[],
): ArchiveRevisionDto {
  return {
    id: revision.id,
    number,
    editor: revision.editor ? toUserSummary(revision.editor) : null,
    createdAt: revision.createdAt.toISOString(),
    changedFields,
    name: revision.name,
    description: revision.description,
    details: revision.details as ArchiveDetailsDto,
    tags: revision.tags,
    videos: revision.videos,
    links: revision.links,
    photos: revision.photos,
  };
}
