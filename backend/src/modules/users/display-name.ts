import { resolveDisplayName, ROOT_DISPLAY_NAME, type NamedUser } from '@irl/shared';
import { isRootUser } from './root-user.js';

/** The name to show anywhere in the site: ROOT for the reserved root admin, else the display-name rule. */
export function shownName(user: NamedUser & { id: string }): string {
  return isRootUser(user.id) ? ROOT_DISPLAY_NAME : resolveDisplayName(user);
}
