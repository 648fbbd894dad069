import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsernameConflictRequest } from './entities/username-conflict-request.entity.js';
import { SupportAccountMergeStep } from './support.account-merge.js';
import { SupportController } from './support.controller.js';
import { SupportService } from './support.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([UsernameConflictRequest])],
  controllers: [SupportController],
  providers: [SupportService, SupportAccountMergeStep],
})
export class SupportModule {}
