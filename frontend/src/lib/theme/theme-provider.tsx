import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  applyTheme,
  effectiveTheme,
  DARK_SCHEME_QUERY,
  isTheme,
  readChosenTheme,
  storeTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme';
import { ThemeContext } from './theme-context';
import { useSiteSettings } from '../site-settings';

/**
 * Holds the light/dark/system choice, saved in localStorage. With 'system' the page follows
 * prefers-color-scheme live. Visitors who never chose get the site's default (dark when the admins
 * set darkModeDefault, else the system's); when theme switching is off, everyone gets that default.
 * While signed in, ThemeServerSync registers a persister so each choice is also saved to the server,
 * and adopts the server's theme at sign-in.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const site = useSiteSettings();
  // null: the visitor never chose, so the site's default applies.
  const [chosen, setThemeState] = useState<Theme | null>(readChosenTheme);
  // With switching off every visitor gets the site's default, whatever they chose before.
  const theme = effectiveTheme(chosen, site);

  useEffect(() => {
    applyTheme(theme);
    if (theme !== 'system') return undefined;
    const media = window.matchMedia(DARK_SCHEME_QUERY);
    const follow = () => applyTheme('system');
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, [theme]);

  // Another tab changed the choice: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) setThemeState(isTheme(event.newValue) ? event.newValue : null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const persister = useRef<((theme: Theme) => void) | null>(null);

  const adoptTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setThemeState(next);
  }, []);

  const setTheme = useCallback(
    (next: Theme) => {
      adoptTheme(next);
      persister.current?.(next);
    },
    [adoptTheme],
  );

  const registerPersister = useCallback((persist: ((theme: Theme) => void) | null) => {
    persister.current = persist;
  }, []);

  const value = useMemo(
    () => ({ theme, chosen, setTheme, adoptTheme, registerPersister }),
    [theme, chosen, setTheme, adoptTheme, registerPersister],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
