import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../database/postgres-errors.js';
import { AuditService } from '../audit/audit.service.js';
import type {
  AdminFlairApplicationDto,
  ApplyForFlairDto,
  FlairApplicationDto,
  ListFlairApplicationsQuery,
  ReviewFlairApplicationDto,
} from './dto/flair-application.dto.js';
import { FlairApplicationStatus } from './entities/flair-application.entity.js';
import { FlairSource } from './entities/user-flair.entity.js';
import { toAdminApplicationDto, toApplicationDto } from './flair.mapper.js';
import { FlairErrors } from './flairs.errors.js';
import { FlairsRepository } from './flairs.repository.js';

/** The review list shows this many applications. */
const REVIEW_LIST_SIZE = 200;

/**
 * Applications for flairs that are granted, not bought. Admins approve (the flair is granted) or
 * deny (no new application for that flair for one calendar month, enforced here).
 */
@Injectable()
export class FlairApplicationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: FlairsRepository,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
  ) {}

  async apply(userId: string, flairId: number, body: ApplyForFlairDto): Promise<FlairApplicationDto> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const flair = await this.repository.findFlair(flairId, manager);
        if (!flair || flair.retiredAt) throw new NotFoundException(FlairErrors.notFound);
        if (!flair.requiresApplication) throw new BadRequestException(FlairErrors.noApplicationNeeded);
        if (await this.repository.findUserFlair(userId, flairId, manager)) {
          throw new ConflictException(FlairErrors.alreadyOwned);
        }
        const latest = await this.repository.latestApplication(manager, userId, flairId);
        if (latest?.status === FlairApplicationStatus.Pending)
          throw new ConflictException(FlairErrors.applicationPending);
        if (latest?.retryAfter && latest.retryAfter.getTime() > Date.now()) {
          throw new ConflictException({
            message: FlairErrors.reapplyOn(latest.retryAfter),
            details: { nextApplicationAt: latest.retryAfter.toISOString() },
          });
        }
        const saved = await this.repository.insertApplication(manager, {
          userId,
          flairId,
          applicantName: body.applicantName,
          reasonNote: body.reasonNote,
          proofLinks: body.proofLinks,
          mediaProof: body.mediaProof ?? null,
        });
        return toApplicationDto({ ...saved, flair });
      });
    } catch (error) {
      // Two submissions at once: the partial unique index lets one pending application through.
      if (isUniqueViolation(error)) throw new ConflictException(FlairErrors.applicationPending);
      throw error;
    }
  }

  async list(query: ListFlairApplicationsQuery): Promise<AdminFlairApplicationDto[]> {
    const rows = await this.repository.listApplications(query.status, REVIEW_LIST_SIZE);
    return rows.map(toAdminApplicationDto);
  }

  async approve(adminId: string, id: number, body: ReviewFlairApplicationDto): Promise<AdminFlairApplicationDto> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.pending(id, adminId, FlairApplicationStatus.Approved, body, manager);
      await this.repository.insertUserFlair(manager, application.userId, application.flairId, FlairSource.Application);
      await this.audit.record(
        {
          actorId: adminId,
          targetUserId: application.userId,
          action: 'admin.flair-application.approved',
          details: { applicationId: id, flairId: application.flairId },
        },
        manager,
      );
    });
    return this.reviewed(id);
  }

  async deny(adminId: string, id: number, body: ReviewFlairApplicationDto): Promise<AdminFlairApplicationDto> {
    await this.dataSource.transaction(async (manager) => {
      const application = await this.pending(id, adminId, FlairApplicationStatus.Denied, body, manager);
      await this.audit.record(
        {
          actorId: adminId,
          targetUserId: application.userId,
          action: 'admin.flair-application.denied',
          details: { applicationId: id, flairId: application.flairId },
        },
        manager,
      );
    });
    return this.reviewed(id);
  }

  /** Closes a pending application (only one of two racing reviews wins; the other gets 409). */
  private async pending(
    id: number,
    adminId: string,
    status: FlairApplicationStatus.Approved | FlairApplicationStatus.Denied,
    body: ReviewFlairApplicationDto,
    manager: Parameters<FlairsRepository['closeApplication']>[0],
  ) {
    const application = await this.repository.findApplication(id, manager);
    if (!application) throw new NotFoundException(FlairErrors.applicationNotFound);
    const closed = await this.repository.closeApplication(manager, id, {
      status,
      reviewerId: adminId,
      reason: body.reason || null,
    });
    if (!closed) throw new ConflictException(FlairErrors.applicationAlreadyReviewed);
    const approved = status === FlairApplicationStatus.Approved;
    await this.notifications.notify(manager, {
      userId: application.userId,
      kind: NotificationKind.FlairApplicationDecided,
      reference: `flair-application:${id}`,
      title: `Your application for the ${application.flair?.name ?? ''} flair was ${approved ? 'approved' : 'denied'}`,
      body: body.reason ? `Reason: ${body.reason}` : '',
      link: '/store',
    });
    return application;
  }

  private async reviewed(id: number): Promise<AdminFlairApplicationDto> {
    const application = await this.repository.findApplication(id);
    if (!application) throw new NotFoundException(FlairErrors.applicationNotFound);
    return toAdminApplicationDto(application);
  }
}
