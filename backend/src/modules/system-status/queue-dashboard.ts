import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { AuthErrors } from '../../common/auth/auth.errors.js';
import { UserRole } from '../users/user-role.js';
import type { UsersService } from '../users/users.service.js';

/** Where Bull Board is served: outside /api (it is a page, not the API) and outside the SPA. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

const ADMIN_CHECKED = Symbol('queueDashboardAdminChecked');
type CheckedRequest = Request & { [ADMIN_CHECKED]?: boolean };

function refuse(res: Response, req: Request, status: 401 | 403, message: string): void {
  res.status(status).json({
    statusCode: status,
    error: STATUS_CODES[status],
    message,
    path: req.originalUrl,
    timestamp: new Date().toISOString(),
  });
}

/**
 * Lets only a signed-in, unbanned admin through (the session middleware runs first). Mounted by
 * configureApp in front of the dashboard; `loadUser` applies the same session rules as the API.
 */
export function createQueueDashboardGate(
  loadUser: (req: Request) => ReturnType<UsersService['findById']>,
): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    loadUser(req)
      .then((user) => {
        if (!user || user.isBanned) return refuse(res, req, 401, AuthErrors.signInRequired);
        if (user.role !== UserRole.Admin) return refuse(res, req, 403, AuthErrors.noPermission);
        req.currentUser = user;
        (req as CheckedRequest)[ADMIN_CHECKED] = true;
        next();
      })
      .catch(next);
  };
}

/**
 * Bull Board's own middleware slot: deny by default, so the dashboard stays closed if it is ever
 * mounted without the gate above.
 */
export function requireCheckedAdmin(req: Request, res: Response, next: NextFunction): void {
  if ((req as CheckedRequest)[ADMIN_CHECKED]) next();
  else refuse(res, req, 401, AuthErrors.signInRequired);
}
