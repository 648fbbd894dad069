import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module.js';
import { PointsModule } from '../points/points.module.js';
import { UsersModule } from '../users/users.module.js';
import { FlairApplicationsService } from './flair-applications.service.js';
import { FlairPurchaseKind } from './flair-purchase-kind.js';
import { FlairPurchasesService } from './flair-purchases.service.js';
import { FlairsAccountMergeStep } from './flairs.account-merge.js';
import { FlairsAdminController } from './flairs-admin.controller.js';
import { FlairsAdminService } from './flairs-admin.service.js';
import { FlairsController } from './flairs.controller.js';
import { FlairsRepository } from './flairs.repository.js';
import { FlairsService } from './flairs.service.js';
import { SummaryFlairsInterceptor } from './summary-flairs.interceptor.js';

/**
 * Flairs: the catalogue, owned flairs (bought with points or granted after an application), the
 * one active flair, and the flairs shown next to every user summary of a response.
 */
@Module({
  imports: [UsersModule, PointsModule, AuditModule],
  controllers: [FlairsController, FlairsAdminController],
  providers: [
    FlairsRepository,
    FlairsService,
    FlairPurchasesService,
    FlairPurchaseKind,
    FlairApplicationsService,
    FlairsAdminService,
    FlairsAccountMergeStep,
    { provide: APP_INTERCEPTOR, useClass: SummaryFlairsInterceptor },
  ],
  exports: [FlairsService],
})
export class FlairsModule {}
