import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LazyToaster } from '@/components/ui/toast/lazy-toaster';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider, ThemeServerSync } from '@/lib/theme';
import { useSiteSettingsSync } from '@/lib/site-settings';

function SiteSettingsSync() {
  useSiteSettingsSync();
  return null;
}

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client; the app makes one per page load. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SiteSettingsSync />
      <ThemeProvider>
        <ThemeServerSync />
        {children}
        <LazyToaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
