import { lazy, Suspense, useState } from 'react';
import { useToast } from './toast-store';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/**
 * The Toaster, loaded with its Radix code the first time a toast is raised: most visits never see
 * one, so it stays out of the first page's JavaScript. Once loaded it stays mounted.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
