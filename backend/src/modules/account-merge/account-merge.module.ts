import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { UsersModule } from '../users/users.module.js';
import { AccountMergeService } from './account-merge.service.js';

/**
 * Runs account merges. It knows no table itself: every module that keeps user data registers an
 * AccountMergeStep (see common/account-merge) among its own providers.
 */
@Module({
  imports: [DiscoveryModule, UsersModule],
  providers: [AccountMergeService],
  exports: [AccountMergeService],
})
export class AccountMergeModule {}
