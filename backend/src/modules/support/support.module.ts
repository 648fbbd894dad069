import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsernameConflictRequest } from './entities/username-conflict-request.entity.js';
import { SupportAccountMergeStep } from './support.account-merge.js';
import { SupportController } from './support.controller.js';

@Module({
  imports: [TypeOrmModule.forFeature([UsernameConflictRequest])],
  controllers: [SupportController],
  providers: [SupportAccountMergeStep],
})
export class SupportModule {}
