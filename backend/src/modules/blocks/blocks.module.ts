import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { UsersModule } from '../users/users.module.js';
import { BlocksAccountMergeStep } from './blocks.account-merge.js';
import { BlocksController } from './blocks.controller.js';
import { BlocksRepository } from './blocks.repository.js';
import { BlocksService } from './blocks.service.js';

/** Members blocking members; other modules ask BlocksService whether a block exists. */
@Module({
  imports: [UsersModule, DiscoveryModule],
  controllers: [BlocksController],
  providers: [BlocksService, BlocksRepository, BlocksAccountMergeStep],
  exports: [BlocksService],
})
export class BlocksModule {}
