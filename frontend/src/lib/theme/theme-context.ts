import { createContext, useContext } from 'react';
import type { Theme } from './theme';

export type ThemeContextValue = {
  theme: Theme;
  /** The visitor's own choice (null: they never chose, the site's default applies). */
  chosen: Theme | null;
  /** The visitor chose a theme: saved locally, and handed to the registered persister (the server). */
  setTheme: (theme: Theme) => void;
  /** Takes a theme saved elsewhere (the server, after sign-in) without handing it back. */
  adoptTheme: (theme: Theme) => void;
  /** Where choices are also saved while signed in; null stops it. */
  registerPersister: (persist: ((theme: Theme) => void) | null) => void;
};

export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
