import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { NotificationPreferencesDto } from '../../communications/dto/notification-preferences.dto.js';
import { THEMES, type Theme } from '../entities/user-settings.entity.js';

/** The caller's settings: the theme and the notification choices. */
export class AccountSettingsDto {
  @ApiProperty({
    enum: THEMES,
    enumName: 'ThemeChoice',
    description: "The caller's theme; the site's default when they never chose or theme switching is off",
  })
  theme: Theme;

  @ApiProperty({ description: 'Whether the caller saved a theme of their own (false: the site default applies)' })
  themeChosen: boolean;

  @ApiProperty({ description: 'Whether the site lets users choose a theme (the admin setting)' })
  allowThemeSwitching: boolean;

  // The communications module's schema (GET/PUT /api/settings/notifications), referenced by name.
  @ApiProperty({ type: Object, allOf: [{ $ref: getSchemaPath('NotificationPreferencesDto') }] })
  notifications: NotificationPreferencesDto;
}

export class UpdateAccountSettingsDto {
  @ApiProperty({ enum: THEMES, enumName: 'ThemeChoice' })
  @IsIn(THEMES, { message: `theme must be one of: ${THEMES.join(', ')}` })
  theme: Theme;
}
