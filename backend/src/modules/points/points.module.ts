import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { PointsAccountMergeStep } from './points.account-merge.js';
import { PointsController } from './points.controller.js';
import { PointsRepository } from './points.repository.js';
import { PointsService } from './points.service.js';

/** Points balances and their ledger. PointsService is the one way to change a balance. */
@Module({
  imports: [UsersModule],
  controllers: [PointsController],
  providers: [PointsService, PointsRepository, PointsAccountMergeStep],
  exports: [PointsService],
})
export class PointsModule {}
