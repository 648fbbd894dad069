import { Radio } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { ThemeToggle } from '@/components/theme-toggle';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import { MenuSheet } from './menu-sheet';
import { useMainNavLinks } from './nav-links';

const navLinkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'text-foreground' : 'text-muted-foreground',
  );

/**
 * Large screens: brand, nav, inline search, theme menu and account. Below the large breakpoint the
 * nav, search and theme choice move into the menu sheet; the brand stays on one line (it truncates
 * rather than wrap, and drops its icon on phones to leave room). The brand is the site title the admins set.
 */
export function SiteHeader() {
  const navLinks = useMainNavLinks();
  const { siteTitle } = useSiteSettings();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <MenuSheet className="-ml-1 lg:hidden" />
        <Link
          to="/"
          className="flex min-w-0 items-center gap-2 rounded-md font-semibold tracking-tight whitespace-nowrap"
        >
          <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm sm:flex">
            <Radio aria-hidden="true" className="size-4.5" />
          </span>
          <span data-testid="site-brand" className="truncate text-base sm:text-lg">
            {siteTitle}
          </span>
        </Link>
        <nav aria-label="Main" className="ml-2 hidden items-center gap-1 lg:flex">
          {navLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClassName}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <HeaderSearch className="hidden lg:block" />
          <div className="hidden lg:block">
            <ThemeToggle />
          </div>
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
