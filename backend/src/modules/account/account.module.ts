import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { CommunicationsModule } from '../communications/communications.module.js';
import { SiteSettingsModule } from '../site-settings/site-settings.module.js';
import { AccountAccountMergeStep } from './account.account-merge.js';
import { AccountDeletionController } from './account-deletion.controller.js';
import { AccountDeletionRepository } from './account-deletion.repository.js';
import { AccountDeletionService } from './account-deletion.service.js';
import { AccountSettingsController } from './account-settings.controller.js';
import { AccountSettingsRepository } from './account-settings.repository.js';
import { AccountSettingsService } from './account-settings.service.js';

/**
 * The caller's own account: settings (theme, with the notification choices read alongside) and
 * deleting the account. (The session list lives with the sessions, in the auth module.)
 */
@Module({
  imports: [AuditModule, AuthModule, CommunicationsModule, SiteSettingsModule],
  controllers: [AccountSettingsController, AccountDeletionController],
  providers: [
    AccountSettingsRepository,
    AccountSettingsService,
    AccountDeletionRepository,
    AccountDeletionService,
    AccountAccountMergeStep,
  ],
})
export class AccountModule {}
