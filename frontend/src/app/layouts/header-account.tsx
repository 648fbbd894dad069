import { useMutation } from '@tanstack/react-query';
import { ChevronDown, PenSquare } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { logoutMutation } from '@/api/generated/@tanstack/react-query.gen';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignInDialog } from '@/features/auth/sign-in-context';
import { displayName } from '@/lib/display-name';
import { profilePath } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * The sign-in state in the header: Sign In / Get Started when signed
 * out; the Contribute button (admins) and the user menu when signed in.
 */
export function HeaderAccount() {
  const { user, isPending, isAdmin, canUse } = useSession();
  const { openSignIn } = useSignInDialog();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useMutation({
    ...logoutMutation(),
    onSettled: () => window.location.assign('/'),
  });

  if (isPending) return null;
  if (!user) {
    return (
      <div className="flex items-center gap-2">
        <Button variant="ghost" size="sm" onClick={openSignIn}>
          Sign In
        </Button>
        <Button size="sm" onClick={openSignIn}>
          Get Started
        </Button>
      </div>
    );
  }

  // ROOT for the root admin, otherwise the full name, otherwise the e-mail.
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  const label = user.isRoot ? 'ROOT' : fullName || user.email || displayName(user);
  const go = (to: string) => () => void navigate(to);

  return (
    <div className="flex items-center gap-2">
      {isAdmin ? (
        <Button asChild size="sm" className="hidden sm:inline-flex">
          <Link to="/contribute">
            <PenSquare aria-hidden="true" /> Contribute
          </Link>
        </Button>
      ) : null}
      <NotificationBell live={canUse('messages')} />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" className="gap-2 px-2" aria-label={`Account menu for ${label}`}>
            <Avatar name={label} imageUrl={user.profileImageUrl} size="sm" className="size-7" />
            <span data-testid="user-menu-label" className="hidden max-w-40 truncate md:inline">
              {label}
            </span>
            <ChevronDown aria-hidden="true" className="size-4" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-56">
          <DropdownMenuLabel className="truncate">{label}</DropdownMenuLabel>
          <DropdownMenuSeparator />
          {user.isRoot ? null : <DropdownMenuItem onSelect={go('/profile')}>Profile</DropdownMenuItem>}
          {isAdmin ? <DropdownMenuItem onSelect={go('/admin')}>Admin Tools</DropdownMenuItem> : null}
          {isAdmin ? <DropdownMenuItem onSelect={go('/admin/communications')}>Communications</DropdownMenuItem> : null}
          {canUse('contribute') ? <DropdownMenuItem onSelect={go('/contribute')}>Contribute</DropdownMenuItem> : null}
          {canUse('contribute') ? (
            <DropdownMenuItem onSelect={go('/submissions/new')}>Submit an Entry</DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={go('/submissions')}>My Submissions</DropdownMenuItem>
          <DropdownMenuItem onSelect={go(user.isRoot ? '/profile' : profilePath(user.username))}>
            My Articles
          </DropdownMenuItem>
          {canUse('messages') ? <DropdownMenuItem onSelect={go('/messages')}>Messages</DropdownMenuItem> : null}
          {canUse('store') ? <DropdownMenuItem onSelect={go('/store')}>Store</DropdownMenuItem> : null}
          <DropdownMenuItem onSelect={go('/points')}>Points</DropdownMenuItem>
          <DropdownMenuItem onSelect={go('/donate')}>Donate</DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              if (!pathname.startsWith('/settings')) void navigate('/settings/profile');
            }}
          >
            Settings
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate({})}>
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
