import { ForbiddenException } from '@nestjs/common';
import { isRootUser } from './root-user.js';
import { UserRole } from './user-role.js';

/* The public rule of who may act on an account as an admin; every module that lets an admin act on
   another person's account (change, read their private data) asks it. */

export const ADMIN_ON_ADMIN_REFUSED = 'Only ROOT can act on another administrator.';

/**
 * Admins act on members' and moderators' accounts (and on their own); another admin's account, reads
 * of its private data included (messages, activity log, flairs), is ROOT's alone, so one admin cannot
 * watch, demote or silence the others. `actor` is the acting user (its role as this request earned it).
 */
export function mayActOnAccount(
  actor: { id: string; role: UserRole },
  target: { id: string; role: UserRole },
): boolean {
  if (actor.id === target.id) return true;
  if (actor.role !== UserRole.Admin) return false;
  return target.role !== UserRole.Admin || isRootUser(actor.id);
}

/** Throws the 403 of the rule above. */
export function assertMayActOnAccount(
  actor: { id: string; role: UserRole },
  target: { id: string; role: UserRole },
  message: string = ADMIN_ON_ADMIN_REFUSED,
): void {
  if (!mayActOnAccount(actor, target)) throw new ForbiddenException(message);
}
