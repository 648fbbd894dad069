import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditLogEntry } from './entities/audit-log-entry.entity.js';

export interface AuditRecord {
  actorId: string | null;
  targetUserId?: string | null;
  action: string;
  details?: Record<string, unknown>;
}

/** Appends to the audit log; pass the transaction's manager so the entry commits with the change. */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(entry: AuditRecord, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const repository = manager.getRepository(AuditLogEntry);
    await repository.save(
      repository.create({
        actorId: entry.actorId,
        targetUserId: entry.targetUserId ?? null,
        action: entry.action,
        details: entry.details ?? {},
      }),
    );
  }
}
