import { Module } from '@nestjs/common';
import { SupportAccountMergeStep } from './support.account-merge.js';
import { SupportController } from './support.controller.js';
import { SupportRepository } from './support.repository.js';
import { SupportService } from './support.service.js';

@Module({
  controllers: [SupportController],
  providers: [SupportRepository, SupportService, SupportAccountMergeStep],
})
export class SupportModule {}
