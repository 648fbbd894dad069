export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

export const THEME_STORAGE_KEY = 'theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** Browser chrome colours matching --background in index.css. */
const THEME_COLORS: Record<ResolvedTheme, string> = { light: '#ffffff', dark: '#0f0d17' };

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** The saved choice, or 'system' when none (or storage is unavailable). */
export function readStoredTheme(): Theme {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** The saved choice, or null when the visitor never chose (or storage is unavailable). */
export function readChosenTheme(): Theme | null {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The theme a visitor sees: their choice, else the site's default; only the default when switching is off. */
export function effectiveTheme(
  chosen: Theme | null,
  site: { darkModeDefault: boolean; allowThemeSwitching: boolean },
): Theme {
  const siteDefault: Theme = site.darkModeDefault ? 'dark' : 'system';
  return site.allowThemeSwitching ? (chosen ?? siteDefault) : siteDefault;
}

export function storeTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or disabled storage: the choice simply lasts for this page view.
  }
}

export function resolveTheme(theme: Theme): ResolvedTheme {
  if (theme !== 'system') return theme;
  return window.matchMedia(DARK_SCHEME_QUERY).matches ? 'dark' : 'light';
}

/** Puts the theme on <html>: the `dark` class drives Tailwind's dark variant and the palette. */
export function applyTheme(theme: Theme): ResolvedTheme {
  const resolved = resolveTheme(theme);
  const root = document.documentElement;
  root.classList.toggle('dark', resolved === 'dark');
  root.style.colorScheme = resolved;
  document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[resolved]);
  return resolved;
}
