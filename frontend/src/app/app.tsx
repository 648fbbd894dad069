import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

/** `queryClient`: the one main.tsx made, so requests it started before the first render are shared. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
