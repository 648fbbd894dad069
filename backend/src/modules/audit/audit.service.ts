import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuditAction } from './audit-actions.js';
import { keptDetails } from './audit-actions.js';
import { AuditRepository, type AuditRecord } from './audit.repository.js';

export type { AuditRecord } from './audit.repository.js';

/**
 * Appends to the audit log; pass the transaction's manager so the entry commits with the change.
 * Entries keep ids and actions, not words: details outside the action's declared keys are dropped
 * (a spread of a request body cannot slip text in).
 */
@Injectable()
export class AuditService {
  constructor(private readonly audit: AuditRepository) {}

  async record<A extends AuditAction>(entry: AuditRecord<A>, manager?: EntityManager): Promise<void> {
    const details = keptDetails(entry.action, entry.details ?? {});
    await this.audit.append({ ...entry, details }, manager);
  }

  /** Account deletion: the moderators' notes about the user are cleared (the entries stay). */
  clearNotesAbout(manager: EntityManager, userId: string): Promise<number> {
    return this.audit.clearNotesAbout(manager, userId);
  }

  /** Support requests erased: the notes on their outcomes are cleared (the entries stay). */
  clearNotesOfSupportRequests(manager: EntityManager, requestIds: string[]): Promise<number> {
    return this.audit.clearNotesOfSupportRequests(manager, requestIds);
  }
}
