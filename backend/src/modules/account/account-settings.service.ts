import { ForbiddenException, Injectable } from '@nestjs/common';
import { NotificationPreferencesService } from '../communications/notification-preferences.service.js';
import { SiteSettingsService } from '../site-settings/site-settings.service.js';
import { AccountErrors } from './account.errors.js';
import { AccountSettingsRepository } from './account-settings.repository.js';
import type { AccountSettingsDto } from './dto/account-settings.dto.js';
import type { Theme } from './entities/user-settings.entity.js';

/**
 * A user's settings. The theme follows the admins' appearance settings: users who never chose get
 * the site default (dark when darkModeDefault, else the system's); with switching off everyone gets
 * that default and saving a theme is refused.
 */
@Injectable()
export class AccountSettingsService {
  constructor(
    private readonly repository: AccountSettingsRepository,
    private readonly site: SiteSettingsService,
    private readonly notifications: NotificationPreferencesService,
  ) {}

  async get(userId: string): Promise<AccountSettingsDto> {
    const [site, stored, notifications] = await Promise.all([
      this.site.get(),
      this.repository.find(userId),
      this.notifications.get(userId),
    ]);
    const siteDefault: Theme = site.darkModeDefault ? 'dark' : 'system';
    const chosen = site.allowThemeSwitching ? (stored?.theme ?? null) : null;
    return {
      theme: chosen ?? siteDefault,
      themeChosen: chosen !== null,
      allowThemeSwitching: site.allowThemeSwitching,
      notifications,
    };
  }

  async setTheme(userId: string, theme: Theme): Promise<AccountSettingsDto> {
    const site = await this.site.get();
    if (!site.allowThemeSwitching) throw new ForbiddenException(AccountErrors.themeSwitchingOff);
    await this.repository.saveTheme(userId, theme);
    return this.get(userId);
  }
}
