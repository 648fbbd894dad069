/** The appearance settings every visitor gets (stored as one JSON value in site_settings). */
export interface SystemSettings {
  siteTitle: string;
  siteDescription: string;
  darkModeDefault: boolean;
  allowThemeSwitching: boolean;
  customCSS: string;
  /** The address the site shows for questions to the admins; '' for none. */
  contactEmail: string;
}

export const SYSTEM_SETTINGS_KEY = 'system_settings';
export const SITE_TITLE_MAX_LENGTH = 80;
export const SITE_DESCRIPTION_MAX_LENGTH = 300;

export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = {
  siteTitle: 'IRL Stream History',
  siteDescription:
    'A community wiki documenting the history of IRL live-streaming culture: the streamers, platforms, events and moments that shaped it.',
  darkModeDefault: false,
  allowThemeSwitching: true,
  customCSS: '',
  contactEmail: '',
};
