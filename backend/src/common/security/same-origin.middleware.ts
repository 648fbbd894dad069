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
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    if (origin !== undefined) {
      if (origin !== 'null' && allowed.has(origin)) return next();
      return next(new ForbiddenException('Cross-site request refused'));
    }
    const fetchSite = req.headers['sec-fetch-site'];
    if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return next(new ForbiddenException('Cross-site request refused'));
    }
    return next();
  };
}
