export const ADMIN_TABS = [
  { value: 'users', label: 'Users', path: '/admin' },
  { value: 'content', label: 'Content', path: '/admin/content' },
  { value: 'website', label: 'Website', path: '/admin/website' },
  { value: 'support', label: 'Support', path: '/admin/support' },
  { value: 'analytics', label: 'Analytics', path: '/admin/analytics' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

/** The tab comes from the last path segment; /admin and /admin/users are the Users tab. Null for other paths. */
export function adminTabFromPath(pathname: string): AdminTab | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'admin' || segments.length > 2) return null;
  const last = segments[1] ?? 'users';
  return ADMIN_TABS.some((tab) => tab.value === last) ? (last as AdminTab) : null;
}

/** Only admins see the dashboard (and only then does its data load); the server refuses everyone else too. */
export function canOpenAdminDashboard(user: { role: string } | null | undefined): boolean {
  return user?.role === 'admin';
}
