import { type ModerationReasonCategory } from '@irl/shared';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { ModerationLogService } from '../moderation-log/moderation-log.service.js';
import { UsersService } from '../users/users.service.js';

/**
 * Lifts the suspensions whose end has passed. Sign-in and sessions already treat them as over at the
 * second they end (isBannedNow); this clears the flag so lists, messages and mail count the person
 * again, and records the end in the audit log and the public moderation log, in one transaction.
 */
@Injectable()
export class SuspensionEnds {
  private readonly logger = new Logger(SuspensionEnds.name);

  constructor(
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly moderationLog: ModerationLogService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async run(): Promise<{ lifted: number }> {
    const lifted = await this.dataSource.transaction(async (manager) => {
      const ended = await this.users.endLapsedSuspensions(manager);
      for (const { userId, category } of ended) {
        const reasonCategory = (category ?? 'other') as ModerationReasonCategory;
        await this.audit.record(
          { actorId: null, targetUserId: userId, action: 'moderation.suspension.ended', details: { reasonCategory } },
          manager,
        );
        await this.moderationLog.record(
          { subjectKind: 'profile', action: 'reinstated', source: 'automatic', reasonCategory },
          manager,
        );
      }
      return ended.length;
    });
    if (lifted > 0) this.logger.log(`Lifted ${lifted} ended suspensions`);
    return { lifted };
  }
}
