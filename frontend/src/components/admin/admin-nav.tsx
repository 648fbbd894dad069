import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';

/**
 * Every admin screen, in the one navigation each of them shows (the dashboard's own sections are its tabs).
 * `match` is the path prefix that makes an entry the current one.
 */
export const ADMIN_SCREENS = [
  {
    label: 'Dashboard',
    path: '/admin',
    match: ['/admin', '/admin/users', '/admin/content', '/admin/website', '/admin/support', '/admin/analytics'],
  },
  { label: 'Moderation', path: '/moderation', match: ['/moderation'] },
  { label: 'Communications', path: '/admin/communications', match: ['/admin/communications'] },
  { label: 'Store Management', path: '/admin/store-management', match: ['/admin/store-management'] },
  { label: 'User Tools', path: '/admin/user-tools', match: ['/admin/user-tools'] },
  { label: 'System Settings', path: '/admin/system-settings', match: ['/admin/system-settings'] },
] as const;

/** The admin screen a path belongs to (its entry in ADMIN_SCREENS), or undefined. */
export function adminScreenOf(pathname: string): (typeof ADMIN_SCREENS)[number] | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return ADMIN_SCREENS.find((screen) =>
    screen.match.some((prefix) =>
      prefix === '/admin' ? path === prefix : path === prefix || path.startsWith(`${prefix}/`),
    ),
  );
}

/** The one navigation of the admin screens, above each of them; the current screen is marked. */
export function AdminNav() {
  const current = adminScreenOf(useLocation().pathname);
  return (
    <nav aria-label="Admin" className="border-b bg-card/50">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-x-1 gap-y-1 px-4 py-2 text-sm sm:px-6">
        {ADMIN_SCREENS.map((screen) => {
          const active = screen === current;
          return (
            <li key={screen.path}>
              <Link
                to={screen.path}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-md px-3 font-medium text-muted-foreground hover:bg-accent hover:text-foreground sm:min-h-9',
                  active && 'bg-accent text-foreground',
                )}
              >
                {screen.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
