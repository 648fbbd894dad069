import { InjectQueue } from '@nestjs/bullmq';
import { RestrictableFeature } from '../../common/auth/auth.decorators.js';
import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { addJobWithin, assertRedisAnswers } from '../../queues/enqueue-within.js';
import { QueueName } from '../../queues/queue-names.js';
import { AuditService } from '../audit/audit.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { CommunicationsErrors } from './communications.errors.js';
import type { CommunicationsStatusDto, CreateMassMessageDto, MassMessageDto } from './dto/mass-message.dto.js';
import type { MassMessage } from './entities/mass-message.entity.js';
import { MailSender } from '../mail/mail-sender.js';
import { FAN_OUT_JOB, type FanOutJobData } from './mass-messaging/mass-messaging.jobs.js';
import { MassMessagesRepository, type RecipientScope } from './mass-messages.repository.js';
import type { RecipientGroup } from './entities/mass-message.entity.js';

const HISTORY_SIZE = 50;

/** Mass messages on the API side: recorded, counted and queued here; the worker fans them out. */
@Injectable()
export class MassMessagesService {
  private readonly logger = new Logger('MassMessages');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: MassMessagesRepository,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly mail: MailSender,
    @InjectQueue(QueueName.MassMessaging) private readonly queue: Queue<FanOutJobData>,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {}

  status(): CommunicationsStatusDto {
    return { emailEnabled: this.mail.enabled };
  }

  async recipientScope(group: RecipientGroup): Promise<RecipientScope> {
    return {
      group,
      adminsOnly: !(await this.settings.isOpenToEveryone(RestrictableFeature.Messages)),
    };
  }

  /**
   * Records, audits and queues a mass message. With Redis unreachable nothing is stored (503); if the
   * queue fails after the row was written, the message is marked failed (visible in the history) and
   * the admin gets a 503, never a message that silently waits forever.
   */
  async create(adminId: string, body: CreateMassMessageDto): Promise<MassMessageDto> {
    await assertRedisAnswers(this.redis).catch(() => {
      throw new ServiceUnavailableException(CommunicationsErrors.queueUnavailable);
    });
    const total = await this.repository.countRecipients(await this.recipientScope(body.recipients));
    const saved = await this.dataSource.transaction(async (manager) => {
      const message = await this.repository.insert(
        { subject: body.subject, content: body.content, recipientGroup: body.recipients, total, createdById: adminId },
        manager,
      );
      await this.audit.record(
        {
          actorId: adminId,
          action: 'mass-message.sent',
          details: { massMessageId: message.id, recipients: body.recipients, total },
        },
        manager,
      );
      return message;
    });
    try {
      await addJobWithin(this.queue, FAN_OUT_JOB, { massMessageId: saved.id }, { jobId: saved.id });
    } catch (error) {
      this.logger.warn(`Mass message ${saved.id} not queued: ${(error as Error).message}`);
      await this.repository.markFailed(saved.id, 'Not queued: the job queue could not be reached');
      throw new ServiceUnavailableException(CommunicationsErrors.queueUnavailable);
    }
    return toMassMessageDto(saved);
  }

  async list(): Promise<MassMessageDto[]> {
    return (await this.repository.newest(HISTORY_SIZE)).map(toMassMessageDto);
  }

  async get(id: string): Promise<MassMessageDto> {
    const message = await this.repository.findById(id);
    if (!message) throw new NotFoundException(CommunicationsErrors.massMessageNotFound);
    return toMassMessageDto(message);
  }

  /** Stops the fan-out before its next batch; recipients already reached keep their message. */
  async cancel(adminId: string, id: string): Promise<MassMessageDto> {
    await this.dataSource.transaction(async (manager) => {
      const message = await this.repository.findById(id, manager);
      if (!message) throw new NotFoundException(CommunicationsErrors.massMessageNotFound);
      if (!(await this.repository.cancel(id, manager))) {
        throw new ConflictException(CommunicationsErrors.massMessageFinished);
      }
      await this.audit.record(
        { actorId: adminId, action: 'mass-message.cancelled', details: { massMessageId: id, done: message.done } },
        manager,
      );
    });
    // A job still waiting has nothing to do now; a running one stops at its next batch.
    await this.queue.remove(id).catch((error: Error) => this.logger.debug(`Job ${id} not removed: ${error.message}`));
    return this.get(id);
  }
}

export function toMassMessageDto(message: MassMessage): MassMessageDto {
  return {
    id: message.id,
    subject: message.subject,
    content: message.content,
    recipients: message.recipientGroup,
    status: message.status,
    total: message.total,
    done: message.done,
    emailed: message.emailed,
    createdAt: message.createdAt.toISOString(),
    startedAt: message.startedAt?.toISOString() ?? null,
    finishedAt: message.finishedAt?.toISOString() ?? null,
    failure: message.failure,
  };
}
