import { BadRequestException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { SessionsService } from '../auth/sessions.service.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { isPlaceholderUser } from '../users/placeholder-user.js';
import { isRootUser } from '../users/root-user.js';
import { AccountErrors } from './account.errors.js';
import { deletionPlanProblems } from './account-deletion-plan.js';
import { AccountDeletionRepository } from './account-deletion.repository.js';
import type { AccountDeletionResultDto } from './dto/delete-account.dto.js';

/**
 * Deletes the caller's own account in one transaction: articles and points-ledger entries stay,
 * credited to the "deleted user" placeholder; everything else keyed to the user is removed (or,
 * for records others own, such as payments and revisions, unlinked), as the deletion plan says.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger('AccountDeletion');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly repository: AccountDeletionRepository,
    private readonly audit: AuditService,
    private readonly sessions: SessionsService,
  ) {}

  async deleteOwnAccount(req: Request, user: SessionUser, confirmUsername: string): Promise<AccountDeletionResultDto> {
    if (isRootUser(user.id)) throw new ForbiddenException(AccountErrors.rootCannotBeDeleted);
    if (isPlaceholderUser(user.id)) throw new ForbiddenException(AccountErrors.placeholderCannotBeDeleted);
    if (confirmUsername.trim().toLowerCase() !== user.username.toLowerCase())
      throw new BadRequestException(AccountErrors.confirmationMismatch);

    const result = await this.dataSource.transaction(async (manager) => {
      const problems = deletionPlanProblems(await this.repository.userForeignKeys(manager));
      // A table the plan does not know: refuse rather than let the cascade decide for it.
      if (problems.length > 0) throw new Error(`Account deletion refused: ${problems.join('; ')}`);
      if (!(await this.repository.lockUser(manager, user.id))) throw new NotFoundException();
      await this.repository.ensurePlaceholder(manager);
      const articlesKept = await this.repository.creditArticlesToPlaceholder(manager, user.id);
      const ledgerEntriesKept = await this.repository.creditLedgerToPlaceholder(manager, user.id);
      await this.repository.moveBalanceToPlaceholder(manager, user.id);
      await this.repository.dropEngagementCounts(manager, user.id);
      await this.repository.deleteUnlinkedRows(manager, user.id);
      const sessionsEnded = await this.repository.deleteSessions(manager, user.id);
      await this.repository.deleteUser(manager, user.id);
      await this.audit.clearNotesAbout(manager, user.id);
      // No personal data in the entry: the id alone, and what happened.
      await this.audit.record(
        {
          actorId: user.id,
          targetUserId: user.id,
          action: 'account.deleted',
          details: { articlesKept, ledgerEntriesKept, sessionsEnded: sessionsEnded.length },
        },
        manager,
      );
      return { articlesKept, ledgerEntriesKept };
    });
    this.logger.log(`Account ${user.id} deleted by its owner`);
    // The session row is gone; drop it from this request too (so it is not saved again) and end streams.
    await this.sessions.destroy(req).catch(() => undefined);
    await this.sessions.endStreamsForUser(user.id);
    return result;
  }
}
