import { Global, Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller.js';
import { AuditLogService } from './audit-log.service.js';
import { UsersModule } from '../users/users.module.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

/** Global: every feature records its actions. Admins read a user's log through AuditLogController. */
@Global()
@Module({
  controllers: [AuditLogController],
  imports: [UsersModule],
  providers: [AuditRepository, AuditService, AuditLogService],
  exports: [AuditService],
})
export class AuditModule {}
