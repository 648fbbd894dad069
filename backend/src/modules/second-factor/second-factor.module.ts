import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { SecondFactorAccountMergeStep } from './second-factor.account-merge.js';
import { SecondFactorController } from './second-factor.controller.js';
import { SecondFactorRepository } from './second-factor.repository.js';
import { SecondFactorService } from './second-factor.service.js';

/** Admins' TOTP second factor. Its guard (SecondFactorGuard) is registered with the global guards in AuthModule. */
@Module({
  imports: [AuditModule],
  controllers: [SecondFactorController],
  providers: [SecondFactorRepository, SecondFactorService, SecondFactorAccountMergeStep],
  exports: [SecondFactorService],
})
export class SecondFactorModule {}
