import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Monitor, Moon, Sun, X } from 'lucide-react';
import { type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { useSignInDialog } from '@/features/auth/sign-in-context';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { useSiteSettings } from '@/lib/site-settings';
import { useTheme } from '@/lib/theme';
import type { Theme } from '@/lib/theme/theme';
import { HeaderSearch } from './header-search';
import { headerLinkName, useAccountLinks, useMainNavLinks, useSignOut } from './nav-links';

const THEME_OPTIONS: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

const sheetLinkClassName = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground',
    isActive ? 'bg-accent/60 text-foreground' : 'text-muted-foreground',
  );

/**
 * The sheet of the header's menu (see menu-sheet.tsx, which loads it): a Radix dialog, so Escape
 * closes it and focus returns to the menu button, with the search box, the nav links the user's role
 * may see, the theme choice and the account links.
 */
export function MenuSheetPanel({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const close = () => onOpenChange(false);
  const { user, isPending } = useSession();
  const navLinks = useMainNavLinks();
  const navTargets = new Set(navLinks.map((link) => link.to));
  // A link already in the nav above (Store) is not repeated under Account.
  const accountLinks = useAccountLinks().filter((link) => !navTargets.has(link.to));
  const { openSignIn } = useSignInDialog();
  const logout = useSignOut();

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <DialogPrimitive.Content
          // The button lives outside this lazily loaded dialog (no Dialog.Trigger): focus goes back by hand.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          data-testid="menu-sheet"
          className="fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100vw-2.5rem))] flex-col gap-5 overflow-y-auto border-r bg-popover p-4 text-popover-foreground shadow-xl"
        >
          <div className="flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="text-lg font-semibold">Menu</DialogPrimitive.Title>
            <DialogPrimitive.Description className="sr-only">
              Search, site navigation, theme and account
            </DialogPrimitive.Description>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden="true" className="size-5" />
              </Button>
            </DialogPrimitive.Close>
          </div>

          <HeaderSearch variant="sheet" onSearched={close} />

          <nav aria-label="Main" className="flex flex-col gap-1">
            {navLinks.map((link) => (
              <NavLink key={link.to} to={link.to} end={link.end} className={sheetLinkClassName} onClick={close}>
                {link.label}
              </NavLink>
            ))}
          </nav>

          <SheetThemeChoice />

          {isPending ? null : user ? (
            <nav aria-label="Account" className="flex flex-col gap-1 border-t pt-4">
              {accountLinks.map((link) => (
                <NavLink
                  key={link.label}
                  to={link.to}
                  end
                  aria-label={headerLinkName(link)}
                  className={sheetLinkClassName}
                  onClick={close}
                >
                  {link.label}
                  <CountBadge count={link.unread ?? 0} placement="inline" />
                </NavLink>
              ))}
              <button
                type="button"
                className={cn(sheetLinkClassName({ isActive: false }), 'text-left')}
                disabled={logout.isPending}
                onClick={() => logout.mutate({})}
              >
                Sign Out
              </button>
            </nav>
          ) : (
            <div className="flex flex-col gap-2 border-t pt-4">
              <Button
                variant="outline"
                className="h-11"
                onClick={() => {
                  close();
                  openSignIn();
                }}
              >
                Sign In
              </Button>
              <Button
                className="h-11"
                onClick={() => {
                  close();
                  openSignIn();
                }}
              >
                Get Started
              </Button>
            </div>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Light / Dark / System as three toggle buttons (hidden, like the header's menu, when switching is off). */
function SheetThemeChoice() {
  const { theme, setTheme } = useTheme();
  const { allowThemeSwitching } = useSiteSettings();
  if (!allowThemeSwitching) return null;
  return (
    <div role="group" aria-labelledby="menu-sheet-theme" className="flex flex-col gap-2 border-t pt-4">
      <span id="menu-sheet-theme" className="px-1 text-sm font-medium">
        Theme
      </span>
      <div className="grid grid-cols-3 gap-2">
        {THEME_OPTIONS.map(({ value, label, Icon }) => (
          <Button
            key={value}
            variant={theme === value ? 'secondary' : 'outline'}
            className="h-11 px-2"
            aria-pressed={theme === value}
            onClick={() => setTheme(value)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
