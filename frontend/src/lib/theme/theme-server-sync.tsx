import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getMySettingsQueryKey } from '@/api/generated/@tanstack/react-query.gen';
import { getMySettings, updateMySettings } from '@/api/generated/sdk.gen';
import { type SessionState, sessionStateQueryKey } from '../session';
import { useTheme } from './theme-context';
import type { Theme } from './theme';

/**
 * Keeps the theme on the server while signed in: at sign-in the server's saved theme wins (so a
 * choice follows the user to any device); when they never saved one, this browser's choice is saved.
 * Every later choice (header toggle or settings screen) is saved too. Saving is best effort: the
 * local choice still applies when the server cannot be reached.
 */
export function ThemeServerSync() {
  // Reads the session the page already polls (useSession in the header) without fetching it itself.
  const { data: sessionState } = useQuery<SessionState>({ queryKey: sessionStateQueryKey(), queryFn: skipToken });
  const user = sessionState?.session?.user ?? null;
  const { adoptTheme, registerPersister, chosen } = useTheme();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const chosenRef = useRef(chosen);
  useEffect(() => {
    chosenRef.current = chosen;
  }, [chosen]);

  useEffect(() => {
    if (!userId) {
      registerPersister(null);
      return undefined;
    }
    const save = (theme: Theme) =>
      updateMySettings({ body: { theme } })
        .then(({ data }) => queryClient.setQueryData(getMySettingsQueryKey(), data))
        .catch(() => undefined);
    registerPersister((theme) => void save(theme));
    let cancelled = false;
    getMySettings()
      .then(({ data }) => {
        if (cancelled || !data.allowThemeSwitching) return;
        queryClient.setQueryData(getMySettingsQueryKey(), data);
        if (data.themeChosen) adoptTheme(data.theme);
        else if (chosenRef.current) void save(chosenRef.current);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      registerPersister(null);
    };
  }, [userId, adoptTheme, registerPersister, queryClient]);

  return null;
}
