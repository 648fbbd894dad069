import { Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerRequest } from '@nestjs/throttler';
import type { Request } from 'express';
import { perUserLimitOf, rateLimitOf } from './rate-limits.js';

/**
 * The rate-limit guard: every limit counts per client address (req.ip, which names a forwarded
 * address only when TRUST_PROXY trusts the connecting proxy). Writes and searches by a signed-in user
 * are also counted per user, so changing address (or a shared address) does not change the user's budget.
 */
@Injectable()
export class UserAwareThrottlerGuard extends ThrottlerGuard {
  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    await super.handleRequest(props);
    const { context } = props;
    const userId = context.switchToHttp().getRequest<Request>().session?.userId;
    const perUserLimit = perUserLimitOf(rateLimitOf(context.getHandler(), context.getClass()));
    if (!userId || !perUserLimit) return true;
    return super.handleRequest({
      ...props,
      limit: perUserLimit(),
      getTracker: () => `user:${userId}`,
    });
  }
}
