import { ChevronDown, PenSquare } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HeaderMessagesLink } from '@/components/messages/header-messages-link';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignInDialog } from '@/features/auth/sign-in-context';
import { accountMenuLabel } from '@/lib/display-name';
import { useSession } from '@/lib/session';
import { headerLinkName, useAccountLinks, useSignOut } from './nav-links';

/**
 * The sign-in state in the header: Sign In / Get Started when signed
 * out; the Contribute button (admins, large screens), Messages (when Direct Messages are open to the
 * member), the notification bell and the user menu when signed in. Below the large
 * breakpoint the menu sheet repeats these links.
 */
export function HeaderAccount() {
  const { user, isPending, isAdmin, canUse } = useSession();
  const links = useAccountLinks();
  const { openSignIn } = useSignInDialog();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useSignOut();

  if (isPending) return null;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={openSignIn}>
          Sign In
        </Button>
        {/* On a phone the menu sheet offers Get Started too; the header keeps only Sign In. */}
        {/* A wrapper hides it: the button's own inline-flex would win over `hidden`. */}
        <div className="hidden sm:block">
          <Button size="sm" onClick={openSignIn}>
            Get Started
          </Button>
        </div>
      </div>
    );
  }

  const label = accountMenuLabel(user);

  return (
    <div className="flex items-center gap-2">
      {isAdmin ? (
        <div className="hidden lg:block">
          <Button asChild size="sm">
            <Link to="/contribute">
              <PenSquare aria-hidden="true" /> Contribute
            </Link>
          </Button>
        </div>
      ) : null}
      {canUse('messages') ? <HeaderMessagesLink /> : null}
      <NotificationBell live={canUse('messages')} />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          {/* The name comes from the content, so it contains the visible label (speech input users say what they see). */}
          <Button variant="ghost" size="sm" className="h-10 gap-2 px-1.5 sm:px-2">
            <span className="sr-only">Account menu for </span>
            <span aria-hidden="true">
              <Avatar name={label} imageUrl={user.profileImageUrl} size="sm" className="size-7" />
            </span>
            {/* not-sr-only resets overflow and wrapping, so the truncation sits on an inner element. */}
            <span data-testid="user-menu-label" className="sr-only md:not-sr-only">
              <span className="block max-w-36 truncate">{label}</span>
            </span>
            <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="truncate">{label}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {links.map((link) => (
            <DropdownMenuItem
              key={link.label}
              aria-label={headerLinkName(link)}
              onSelect={() => {
                if (link.to !== pathname) void navigate(link.to);
              }}
            >
              {link.label}
              <CountBadge count={link.unread ?? 0} placement="inline" />
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate({})}>
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
