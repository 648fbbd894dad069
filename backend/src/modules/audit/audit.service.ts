import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AuditRepository, type AuditRecord } from './audit.repository.js';

export type { AuditRecord } from './audit.repository.js';

/** Appends to the audit log; pass the transaction's manager so the entry commits with the change. */
@Injectable()
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  async record(entry: AuditRecord, manager?: EntityManager): Promise<void> {
    await this.audit.append(entry, manager);
  }
}
