import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a module's named export, so screens keep named exports and still load in
 * their own chunk. Every heavy screen (admin, editor, payments) is declared this way in
 * router.tsx; the root layout's Suspense shows the 'Loading...' spinner meanwhile.
 *
 *   const AdminPage = lazyPage(() => import('@/features/admin/admin-page'), 'AdminPage');
 */
export function lazyPage<TModule extends Record<TName, ComponentType>, TName extends keyof TModule & string>(
  load: () => Promise<TModule>,
  name: TName,
): LazyExoticComponent<TModule[TName]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
