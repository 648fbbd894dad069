import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { SecondFactorService } from '../second-factor/second-factor.service.js';
import type { UserRecord } from '../users/user-record.js';
import { UserRole } from '../users/user-role.js';

/**
 * The one place that decides which role a request acts with. An admin whose session has not passed
 * its second factor (it must enter a code, or set one up first) acts as a member everywhere until it
 * does: guards, services and answers all read `req.currentUser`, so no admin power granted by role
 * (editing others' articles, reading e-mail addresses, another member's flairs or imports) leaks to
 * a session that has only passed the provider sign-in. The stored account stays on
 * `req.signedInAccount` for the second-factor steps.
 */
@Injectable()
export class ActingUserService {
  // req.currentUser as the whole account row (the request's own type is common/auth's SessionUser).
  private readonly acting = new WeakMap<Request, UserRecord>();

  constructor(private readonly secondFactor: SecondFactorService) {}

  /** Sets the request's acting user (and the account behind it) for a signed-in account. */
  async settle(req: Request, account: UserRecord): Promise<UserRecord> {
    const pending = await this.secondFactor.pendingStepOf(account, req);
    req.signedInAccount = account;
    req.secondFactorPending = pending ?? undefined;
    const acting = pending ? actingAsMember(account) : account;
    req.currentUser = acting;
    this.acting.set(req, acting);
    return acting;
  }

  /** The acting user settled for this request, with every column of the account. */
  actingUser(req: Request): UserRecord | undefined {
    return this.acting.get(req);
  }

  /** The refusal of an operation that the account's role would allow once its second factor passes. */
  pendingRefusal(pending: 'verify' | 'enrol'): Error {
    return this.secondFactor.refusalFor(pending);
  }
}

/** A copy of the account that carries a member's role (the stored row is never changed). */
function actingAsMember(account: UserRecord): UserRecord {
  const member = Object.create(Object.getPrototypeOf(account) as object) as UserRecord;
  return Object.assign(member, account, { role: UserRole.User });
}
