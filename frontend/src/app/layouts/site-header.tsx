import { Radio } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme-toggle';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { SITE_NAME } from '@/lib/site';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

export function SiteHeader() {
  const { canUse } = useSession();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <Radio aria-hidden="true" className="size-4.5" />
          </span>
          <span className="text-base sm:text-lg">{SITE_NAME}</span>
        </Link>
        <nav aria-label="Main" className="ml-2 hidden items-center gap-1 sm:flex">
          <NavLink to="/" end className={navLinkClassName}>
            Home
          </NavLink>
          {/* Only for whoever featureAccess lets use Browse and Store (admins; the routes check the same). */}
          {canUse('browse') ? (
            <NavLink to="/browse" className={navLinkClassName}>
              Browse
            </NavLink>
          ) : null}
          {canUse('browse') ? (
            <NavLink to="/archive" className={navLinkClassName}>
              Archive
            </NavLink>
          ) : null}
          {canUse('store') ? (
            <NavLink to="/store" className={navLinkClassName}>
              Store
            </NavLink>
          ) : null}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <HeaderSearch className="hidden lg:block" />
          <ThemeToggle />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
