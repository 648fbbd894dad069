import { Module } from '@nestjs/common';
import { LegalAccountMergeStep } from './legal.account-merge.js';
import { AdminLegalController, LegalController } from './legal.controller.js';
import { LegalRepository } from './legal.repository.js';
import { LegalService } from './legal.service.js';

/** Terms of Service, Privacy Policy and Community Guidelines: published versions and members' acceptances. */
@Module({
  controllers: [LegalController, AdminLegalController],
  providers: [LegalService, LegalRepository, LegalAccountMergeStep],
  exports: [LegalService],
})
export class LegalModule {}
