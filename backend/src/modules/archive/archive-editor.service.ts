import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { changedFields } from './archive-changes.js';
import { ArchiveErrors } from './archive.errors.js';
import { ArchiveRepository, type ArchiveEntryFields } from './archive.repository.js';
import { ArchiveService } from './archive.service.js';
import {
  ARCHIVE_TYPES,
  TYPE_FIELDS,
  aliasesOf,
  fieldsOf,
  parseEventDate,
  pickDetails,
  type ArchiveType,
  type DetailField,
} from './archive-types.js';
import type { ArchiveEntryDto } from './dto/archive-entry.dto.js';
import type { UpdateArchiveEntryDto } from './dto/update-archive-entry.dto.js';

const ALL_DETAIL_FIELDS = new Set<string>(ARCHIVE_TYPES.flatMap((type) => TYPE_FIELDS[type]));

/**
 * Admins' edits of entries. One transaction per edit: the entry (locked), its new version and the
 * audit entry commit together; an edit that changes nothing writes nothing.
 */
@Injectable()
export class ArchiveEditorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: ArchiveRepository,
    private readonly archive: ArchiveService,
    private readonly audit: AuditService,
  ) {}

  async update(
    type: ArchiveType,
    slug: string,
    input: UpdateArchiveEntryDto,
    editor: SessionUser,
  ): Promise<ArchiveEntryDto> {
    const foreign = Object.keys(input).filter(
      (key) => input[key as keyof UpdateArchiveEntryDto] !== undefined && ALL_DETAIL_FIELDS.has(key),
    );
    const errors = foreign
      .filter((field) => !fieldsOf(type).includes(field as DetailField))
      .map((field) => ({ field, reason: ArchiveErrors.fieldNotForType(type) }));
    if (errors.length) throw new ValidationFailedException(errors);

    await this.dataSource.transaction(async (manager) => {
      const entry = await this.repository.findLocked(manager, type, slug);
      if (!entry) throw new NotFoundException(ArchiveErrors.notFound);
      const before: ArchiveEntryFields = {
        name: entry.name,
        description: entry.description,
        details: entry.details,
        tags: entry.tags,
        videos: entry.videos,
        links: entry.links,
        photos: entry.photos,
      };
      const sentDetails = Object.fromEntries(
        foreign.map((field) => [field, input[field as keyof UpdateArchiveEntryDto]]),
      );
      const details = pickDetails(type, { ...entry.details, ...sentDetails });
      const after: ArchiveEntryFields = {
        name: input.name ?? before.name,
        description: input.description ?? before.description,
        details,
        tags: input.tags ?? before.tags,
        videos: input.videos ?? before.videos,
        links: input.links ?? before.links,
        photos: input.photos ?? before.photos,
      };
      const changed = changedFields(type, before, after);
      if (changed.length === 0) return;

      await this.repository.updateFields(manager, entry.id, {
        ...after,
        aliases: aliasesOf(details),
        eventDate: type === 'event' ? parseEventDate(details.date) : null,
      });
      await this.repository.insertRevision(manager, entry.id, after, editor.id);
      await this.audit.record(
        {
          actorId: editor.id,
          targetUserId: entry.createdById && entry.createdById !== editor.id ? entry.createdById : null,
          action: 'archive.entry.updated',
          details: { entryId: entry.id, type, slug, changedFields: changed },
        },
        manager,
      );
    });
    return this.archive.findOne(type, slug);
  }
}
