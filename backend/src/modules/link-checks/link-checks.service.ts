import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { invalidCursor } from '../../common/pagination/cursor.js';
import { pageLimit } from '../../common/pagination/page-query.js';
import { toPage } from '../../common/pagination/page.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../common/pagination/time-cursor.js';
import { QueueName } from '../../queues/queue-names.js';
import { AuditService } from '../audit/audit.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import type { DeadLinkPageDto, LinkCheckRequestedDto, ListDeadLinksQuery } from './dto/dead-link.dto.js';
import { CHECK_NOW_DEDUPLICATION_ID, LinkCheckJob } from './link-checks.jobs.js';
import { LinkChecksRepository } from './link-checks.repository.js';

/** The admin side of link checks: the dead-links list and "check now". */
@Injectable()
export class LinkChecksService {
  constructor(
    private readonly repository: LinkChecksRepository,
    private readonly audit: AuditService,
    @InjectQueue(QueueName.LinkChecks) private readonly queue: Queue,
  ) {}

  async listDead(query: ListDeadLinksQuery): Promise<DeadLinkPageDto> {
    const limit = pageLimit(query);
    const after = query.cursor ? decodeAfter(query.cursor) : undefined;
    const [rows, lastCheckedAt] = await Promise.all([
      this.repository.deadReferences(limit, after),
      this.repository.lastCheckedAt(),
    ]);
    const page = toPage(
      rows,
      limit,
      (row) => ({
        articleId: row.article_id,
        articleTitle: row.article_title,
        referenceNumber: Number(row.reference_number),
        source: row.reference.title ?? row.reference.url,
        url: row.reference.url,
        statusCode: row.status_code,
        error: row.error,
        checkedAt: row.checked_at.toISOString(),
      }),
      (last) => encodeTimeCursor({ at: last.cursor_at, key: `${last.article_id}.${last.reference_number}` }),
    );
    return { ...page, lastCheckedAt: lastCheckedAt?.toISOString() ?? null };
  }

  /** Queues a check of every cited address now (joins one already waiting or running). */
  async requestCheck(admin: SessionUser): Promise<LinkCheckRequestedDto> {
    const job = await this.queue.add(
      LinkCheckJob.CheckAll,
      { requestedBy: admin.id },
      {
        deduplication: { id: CHECK_NOW_DEDUPLICATION_ID },
        removeOnComplete: { count: 10 },
        removeOnFail: { count: 50 },
      },
    );
    await this.audit.record({ actorId: admin.id, action: 'admin.links.check_requested', details: { jobId: job.id } });
    return { jobId: String(job.id) };
  }
}

function decodeAfter(cursor: string): { checkedAt: string; articleId: number; number: number } {
  const { at, key } = decodeTimeCursor(cursor);
  const match = /^([1-9]\d{0,9})\.([1-9]\d{0,3})$/.exec(key);
  if (!match) throw invalidCursor();
  return { checkedAt: at, articleId: Number(match[1]), number: Number(match[2]) };
}
