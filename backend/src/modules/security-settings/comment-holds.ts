import { findPersonalInformation } from '@irl/shared/personal-information';
import { UserRole } from '../users/user-role.js';

/** Why a comment waits for a moderator before anyone else sees it. */
export type CommentHoldReason = 'new-account' | 'link-spam' | 'personal-info';

/** Accounts younger than this have their comments held while "require approval" is on. */
export const NEW_ACCOUNT_HOURS = 24;
/** This many links in one comment reads as link spam. */
export const LINK_SPAM_MIN_LINKS = 3;
/** Link shorteners hide where a link goes; one is enough to hold the comment. */
export const LINK_SHORTENERS = [
  'bit.ly',
  'tinyurl.com',
  'goo.gl',
  'is.gd',
  'ow.ly',
  'cutt.ly',
  'shorturl.at',
  'rebrand.ly',
  't.ly',
  'rb.gy',
];

const LINK = /\b(?:https?:\/\/|www\.)([^\s/?#<>"']+)/gi;

/** True for text that looks like link spam: many links, or a link through a shortener. */
export function looksLikeLinkSpam(text: string): boolean {
  const hosts = [...text.matchAll(LINK)].map((match) => match[1].toLowerCase().replace(/^www\./, ''));
  if (hosts.length >= LINK_SPAM_MIN_LINKS) return true;
  return hosts.some((host) =>
    LINK_SHORTENERS.some((shortener) => host === shortener || host.endsWith(`.${shortener}`)),
  );
}

/**
 * Whether a new comment is held, and why. Moderators and admins are never held. Personal information
 * about someone (a phone number, an address...) is always held, whatever the settings; auto-moderation
 * holds link spam from anyone else; require-approval holds every comment of an account younger
 * than 24 hours.
 */
export function commentHoldReason(
  settings: { autoModerate: boolean; requireApproval: boolean },
  author: { role: UserRole; createdAt: Date },
  content: string,
  now = new Date(),
): CommentHoldReason | null {
  if (author.role !== UserRole.User) return null;
  if (findPersonalInformation(content).length > 0) return 'personal-info';
  if (settings.autoModerate && looksLikeLinkSpam(content)) return 'link-spam';
  if (settings.requireApproval && now.getTime() - author.createdAt.getTime() < NEW_ACCOUNT_HOURS * 3600_000) {
    return 'new-account';
  }
  return null;
}
