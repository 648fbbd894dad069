import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { AuditLogController } from './audit-log.controller.js';
import { AuditAccountMergeStep } from './audit.account-merge.js';
import { AuditLogService } from './audit-log.service.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** Global: every feature records its actions. Admins read a user's log through AuditLogController. */
@Global()
@Module({
  imports: [UsersModule],
  controllers: [AuditLogController],
  providers: [AuditRepository, AuditService, AuditLogService, AuditAccountMergeStep],
  exports: [AuditService],
})
export class AuditModule {}
