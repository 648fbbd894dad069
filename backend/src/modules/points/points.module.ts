import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PointsLedgerEntry } from './entities/points-ledger-entry.entity.js';
import { PointsAccountMergeStep } from './points.account-merge.js';
import { PointsController } from './points.controller.js';
import { PointsService } from './points.service.js';

/** Points balances and their ledger. PointsService is the one way to change a balance. */
@Module({
  imports: [TypeOrmModule.forFeature([PointsLedgerEntry])],
  controllers: [PointsController],
  providers: [PointsService, PointsAccountMergeStep],
  exports: [PointsService],
})
export class PointsModule {}
