import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SecondFactorAccountMergeStep } from './second-factor.account-merge.js';
import { SecondFactorController } from './second-factor.controller.js';
import { SecondFactorRepository } from './second-factor.repository.js';
import { SecondFactorService } from './second-factor.service.js';
import { RecoveryCodeRehash } from './recovery-code-rehash.js';

/** Admins' TOTP second factor. Until a session passes it, ActingUserService (AuthModule) makes the admin act as a member. */
@Module({
  imports: [AuditModule],
  controllers: [SecondFactorController],
  providers: [SecondFactorRepository, SecondFactorService, SecondFactorAccountMergeStep, RecoveryCodeRehash],
  exports: [SecondFactorService],
})
export class SecondFactorModule {}
