import { NavLink, Outlet } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';

type SettingsTab = { path: string; label: string; adminOnly?: boolean };

export const SETTINGS_TABS: SettingsTab[] = [
  { path: 'profile', label: 'Profile' },
  { path: 'security', label: 'Security' },
  { path: 'social', label: 'Social' },
  { path: 'notifications', label: 'Notifications' },
  { path: 'appearance', label: 'Flairs', adminOnly: true },
];

/** /settings/{tab}: the tab strip and the chosen tab. */
export function SettingsLayout() {
  const { isAdmin } = useSession();
  const tabs = SETTINGS_TABS.filter((tab) => !tab.adminOnly || isAdmin);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="mb-6 text-3xl font-bold tracking-tight">Settings</h1>
      <nav aria-label="Settings sections" className="mb-8 overflow-x-auto">
        <ul className="inline-flex min-w-full gap-1 rounded-lg bg-muted p-1 text-muted-foreground">
          {tabs.map((tab) => (
            <li key={tab.path} className="flex-1">
              <NavLink
                to={`/settings/${tab.path}`}
                className={({ isActive }) =>
                  cn(
                    'block rounded-md px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground',
                    isActive && 'bg-background text-foreground shadow-sm',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
