import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site state-changing requests, so a session cookie alone never authorises a write
 * from another site: a browser always sends Origin on such requests (and Sec-Fetch-Site when it
 * knows it); both must point at this site. Requests without either come from non-browser clients,
 * which do not hold a user's cookies.
 */
export function createSameOriginCheck(allowedOrigins: string[]) {
  const isCrossSite = crossSiteWriteCheck(allowedOrigins);
  return (req: Request, _res: Response, next: NextFunction) => {
    if (isCrossSite(req)) return next(new ForbiddenException(CROSS_SITE_REFUSED));
    return next();
  };
}

export const CROSS_SITE_REFUSED = 'Cross-site request refused';

/** The rule above as a predicate, for pages outside /api (the queue dashboard) that answer on their own. */
export function crossSiteWriteCheck(allowedOrigins: string[]): (req: Request) => boolean {
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return (req) => {
    if (SAFE_METHODS.has(req.method)) return false;
    const origin = req.headers.origin;
    if (origin !== undefined) return origin === 'null' || !allowed.has(origin);
    const fetchSite = req.headers['sec-fetch-site'];
    return fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
  };
}
