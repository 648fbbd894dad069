import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { getUnreadMessageCountOptions, logoutMutation } from '@/api/generated/@tanstack/react-query.gen';
import { profilePath } from '@/lib/paths';
import { useSession } from '@/lib/session';

export type HeaderLink = {
  label: string;
  to: string;
  end?: boolean;
  /** Unread items behind the link (Messages), shown as a badge and said in its name. */
  unread?: number;
};

/** A link's accessible name when it carries an unread count ("Messages, 3 unread"); otherwise its text. */
export function headerLinkName(link: HeaderLink): string | undefined {
  return link.unread ? `${link.label}, ${link.unread} unread` : undefined;
}

/**
 * The main navigation a user may see: Home for everyone; Browse, Archive and Store only for whoever
 * featureAccess lets use them (the routes check the same). Shared by the desktop nav and the menu sheet.
 */
export function useMainNavLinks(): HeaderLink[] {
  const { canUse } = useSession();
  const links: HeaderLink[] = [{ label: 'Home', to: '/', end: true }];
  if (canUse('browse')) links.push({ label: 'Browse', to: '/browse' }, { label: 'Archive', to: '/archive' });
  if (canUse('store')) links.push({ label: 'Store', to: '/store' });
  return links;
}

/**
 * The signed-in user's account links, in the user menu's order (Sign Out is separate). Shared by the
 * account dropdown and the menu sheet; empty while signed out.
 */
export function useAccountLinks(): HeaderLink[] {
  const { user, isAdmin, canUse } = useSession();
  const { pathname } = useLocation();
  // The same cached query as the header's Messages link, kept live by its message stream.
  const messagesOpen = Boolean(user) && canUse('messages');
  const unreadMessages = useQuery({ ...getUnreadMessageCountOptions(), enabled: messagesOpen }).data?.count ?? 0;
  if (!user) return [];
  const links: HeaderLink[] = [];
  if (!user.isRoot) links.push({ label: 'Profile', to: '/profile' });
  if (isAdmin)
    links.push({ label: 'Admin Tools', to: '/admin' }, { label: 'Communications', to: '/admin/communications' });
  if (user.role !== 'user') links.push({ label: 'Moderation', to: '/moderation' });
  if (canUse('contribute')) {
    links.push({ label: 'Contribute', to: '/contribute' }, { label: 'Submit an Entry', to: '/submissions/new' });
  }
  links.push(
    { label: 'My Submissions', to: '/submissions' },
    { label: 'My Articles', to: user.isRoot ? '/profile' : profilePath(user.username) },
  );
  if (messagesOpen) links.push({ label: 'Messages', to: '/messages', unread: unreadMessages });
  if (canUse('store')) links.push({ label: 'Store', to: '/store' });
  links.push({ label: 'Points', to: '/points' }, { label: 'Donate', to: '/donate' });
  // On a settings tab, Settings stays on that tab.
  links.push({ label: 'Settings', to: pathname.startsWith('/settings') ? pathname : '/settings/profile' });
  return links;
}

/** Signs out, then reloads the site at / (the user menu and the menu sheet share it). */
export function useSignOut() {
  return useMutation({
    ...logoutMutation(),
    onSettled: () => window.location.assign('/'),
  });
}
