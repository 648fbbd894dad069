import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { UsersModule } from '../users/users.module.js';
import { BadgeCatalogueService } from './badge-catalogue.service.js';
import { BadgesAccountMergeStep } from './badges.account-merge.js';
import { AdminBadgesController, UserBadgesController } from './badges.controller.js';
import { BadgesRepository } from './badges.repository.js';
import { BadgesService } from './badges.service.js';

/**
 * Badges (distinct from flairs, which are bought): awarded by activity rules that the worker runs on
 * a schedule (the maintenance queue calls BadgesService.evaluateRules), or by an admin's hand; shown on
 * profiles. Admins create, edit and retire badges. The worker imports this module for the rule evaluation.
 */
@Module({
  imports: [UsersModule, AuditModule],
  controllers: [AdminBadgesController, UserBadgesController],
  providers: [BadgesRepository, BadgesService, BadgeCatalogueService, BadgesAccountMergeStep],
  exports: [BadgesService],
})
export class BadgesModule {}
