export {
  applyTheme,
  effectiveTheme,
  readChosenTheme,
  readStoredTheme,
  THEMES,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme';
export { ThemeProvider } from './theme-provider';
export { useTheme } from './theme-context';
export { ThemeServerSync } from './theme-server-sync';
