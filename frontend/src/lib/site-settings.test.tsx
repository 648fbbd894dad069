import { act, render, screen } from '@testing-library/react';
import { ThemeToggle } from '@/components/theme-toggle';
import { AppProviders } from '@/app/providers';
import { formatPageTitle } from './use-page-meta';
import { DEFAULT_SITE_SETTINGS, parseSiteSettings, setSiteSettings } from './site-settings';
import { effectiveTheme } from './theme';

afterEach(() => act(() => setSiteSettings(DEFAULT_SITE_SETTINGS)));

describe('site settings on the client', () => {
  it('keeps only well-formed fields of the injected settings', () => {
    expect(parseSiteSettings({ siteTitle: 'Lore', darkModeDefault: 'yes', customCssUrl: 5 })).toEqual({
      ...DEFAULT_SITE_SETTINGS,
      siteTitle: 'Lore',
    });
    expect(parseSiteSettings(null)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('gives visitors the site default theme, and only it when switching is off', () => {
    expect(effectiveTheme(null, { darkModeDefault: true, allowThemeSwitching: true })).toBe('dark');
    expect(effectiveTheme('light', { darkModeDefault: true, allowThemeSwitching: true })).toBe('light');
    expect(effectiveTheme('light', { darkModeDefault: true, allowThemeSwitching: false })).toBe('dark');
    expect(effectiveTheme(null, { darkModeDefault: false, allowThemeSwitching: true })).toBe('system');
  });

  it('uses the saved site title in page titles and hides the theme menu when switching is off', () => {
    act(() =>
      setSiteSettings({
        ...DEFAULT_SITE_SETTINGS,
        siteTitle: 'Lore',
        allowThemeSwitching: false,
        darkModeDefault: true,
      }),
    );
    expect(formatPageTitle('Browse')).toBe('Browse | Lore');
    render(
      <AppProviders>
        <ThemeToggle />
      </AppProviders>,
    );
    expect(screen.queryByRole('button', { name: 'Toggle theme' })).toBeNull();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    act(() => setSiteSettings({ ...DEFAULT_SITE_SETTINGS, allowThemeSwitching: true }));
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });
});
