import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { AuditService } from '../audit/audit.service.js';
import { AnnouncementsRepository } from './announcements.repository.js';
import { CommunicationsErrors } from './communications.errors.js';
import {
  type AdminAnnouncementDto,
  AnnouncementState,
  type AnnouncementDto,
  type CreateAnnouncementDto,
} from './dto/announcement.dto.js';
import type { Announcement } from './entities/announcement.entity.js';

/** The admins' list shows this many, newest first. */
const ADMIN_LIST_SIZE = 100;
/** A user is never shown more banners than this at once. */
const ACTIVE_LIST_SIZE = 10;

/** Site-wide announcements: created and ended by admins, shown to signed-in users until dismissed. */
@Injectable()
export class AnnouncementsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly announcements: AnnouncementsRepository,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async create(adminId: string, body: CreateAnnouncementDto): Promise<AdminAnnouncementDto> {
    const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) {
      throw new ValidationFailedException([{ field: 'expiresAt', reason: CommunicationsErrors.expiresInPast }]);
    }
    const saved = await this.dataSource.transaction(async (manager) => {
      const announcement = await this.announcements.insert(
        { title: body.title, content: body.content, type: body.type, expiresAt, createdById: adminId },
        manager,
      );
      await this.audit.record(
        {
          actorId: adminId,
          action: 'announcement.created',
          details: { announcementId: announcement.id, type: announcement.type },
        },
        manager,
      );
      await this.notifications.notifyEveryone(manager, {
        kind: NotificationKind.Announcement,
        reference: `announcement:${announcement.id}`,
        title: announcement.title,
        body: announcement.content,
        link: '/',
      });
      return announcement;
    });
    return toAdminDto(saved, 0);
  }

  async listForAdmins(): Promise<AdminAnnouncementDto[]> {
    const rows = await this.announcements.newest(ADMIN_LIST_SIZE);
    const dismissed = await this.announcements.dismissalCounts(rows.map((row) => row.id));
    return rows.map((row) => toAdminDto(row, dismissed.get(row.id) ?? 0));
  }

  /** Ends a published announcement; ending one already ended changes nothing. */
  async end(adminId: string, id: string): Promise<AdminAnnouncementDto> {
    const ended = await this.dataSource.transaction(async (manager) => {
      const announcement = await this.announcements.findById(id, manager);
      if (!announcement) throw new NotFoundException(CommunicationsErrors.announcementNotFound);
      if (await this.announcements.end(id, adminId, manager)) {
        await this.audit.record(
          { actorId: adminId, action: 'announcement.ended', details: { announcementId: id } },
          manager,
        );
      }
      return (await this.announcements.findById(id, manager))!;
    });
    const dismissed = await this.announcements.dismissalCounts([id]);
    return toAdminDto(ended, dismissed.get(id) ?? 0);
  }

  async activeFor(userId: string): Promise<AnnouncementDto[]> {
    const rows = await this.announcements.activeFor(userId, ACTIVE_LIST_SIZE);
    return rows.map(toDto);
  }

  async dismiss(userId: string, id: string): Promise<void> {
    if (!(await this.announcements.findById(id))) {
      throw new NotFoundException(CommunicationsErrors.announcementNotFound);
    }
    await this.announcements.dismiss(id, userId);
  }
}

function toDto(announcement: Announcement): AnnouncementDto {
  return {
    id: announcement.id,
    title: announcement.title,
    content: announcement.content,
    type: announcement.type,
    createdAt: announcement.createdAt.toISOString(),
    expiresAt: announcement.expiresAt?.toISOString() ?? null,
  };
}

function toAdminDto(announcement: Announcement, dismissedCount: number): AdminAnnouncementDto {
  const state = announcement.endedAt
    ? AnnouncementState.Ended
    : announcement.expiresAt && announcement.expiresAt.getTime() <= Date.now()
      ? AnnouncementState.Expired
      : AnnouncementState.Active;
  return { ...toDto(announcement), state, endedAt: announcement.endedAt?.toISOString() ?? null, dismissedCount };
}
