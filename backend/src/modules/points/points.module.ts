import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { UsersModule } from '../users/users.module.js';
import { PointsAccountMergeStep } from './points.account-merge.js';
import { PointsController } from './points.controller.js';
import { PointsRepository } from './points.repository.js';
import { PointsService } from './points.service.js';
import { PointsTakeBackService } from './points-take-back.service.js';

/**
 * Points balances and their ledger. PointsService is the one way to change a balance;
 * PointsTakeBackService takes bought points back (undoing purchases registered as points purchase kinds).
 */
@Module({
  imports: [UsersModule, DiscoveryModule],
  controllers: [PointsController],
  providers: [PointsService, PointsRepository, PointsAccountMergeStep, PointsTakeBackService],
  exports: [PointsService, PointsTakeBackService],
})
export class PointsModule {}
