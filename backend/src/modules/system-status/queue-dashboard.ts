import { isBannedNow } from '../users/ban-state.js';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import { AuthErrors } from '../../common/auth/auth.errors.js';
import { CROSS_SITE_REFUSED } from '../../common/security/same-origin.middleware.js';
import { UserRole } from '../users/user-role.js';
import type { UserRecord } from '../users/user-record.js';

/** Where Bull Board is served: outside /api (it is a page, not the API) and outside the SPA. */
export const QUEUE_DASHBOARD_PATH = '/admin/queues';

export const QUEUE_DASHBOARD_ACTION_OFF =
  'This action is switched off on the queue dashboard: only retrying, cleaning and promoting jobs are allowed.';

/**
 * The dashboard's write actions operators may use: retry failed jobs, clean finished or failed ones and
 * promote a delayed job (one job or a whole status). Everything else that writes (adding jobs, editing
 * job data, delays and priorities, pausing, emptying or obliterating queues, concurrency, rate limits,
 * schedulers) is refused: each of those can silently stop mass messages or imports for everyone, or
 * run a job with data nobody checked. Paths are relative to QUEUE_DASHBOARD_PATH.
 */
const ALLOWED_WRITES: RegExp[] = [
  /^\/api\/queues\/[^/]+\/(retry|clean)\/[^/]+$/,
  /^\/api\/queues\/[^/]+\/promote$/,
  /^\/api\/queues\/[^/]+\/[^/]+\/(retry|clean|promote)$/,
];

const ADMIN_CHECKED = Symbol('queueDashboardAdminChecked');
type CheckedRequest = Request & { [ADMIN_CHECKED]?: boolean };

function refuse(res: Response, req: Request, status: 401 | 403, message: string, code?: string): void {
  res.status(status).json({
    statusCode: status,
    error: STATUS_CODES[status],
    message,
    ...(code && { code }),
    path: req.originalUrl,
    timestamp: new Date().toISOString(),
  });
}

/** Answers a refusal as the error filter would for the API (message and the stable code, if any). */
function refuseWith(res: Response, req: Request, error: Error): void {
  const body = (error as { getResponse?: () => unknown }).getResponse?.();
  const { message, code } = (typeof body === 'object' && body ? body : {}) as { message?: string; code?: string };
  refuse(res, req, 403, message ?? AuthErrors.noPermission, code);
}

export interface QueueDashboardGateOptions {
  /** The acting user of the request's session (ActingUserService), or null when signed out or expired. */
  loadActingUser: (req: Request) => Promise<UserRecord | null>;
  /** The refusal for an admin whose second factor is still pending. */
  pendingRefusal: (pending: 'verify' | 'enrol') => Error;
  /** True for a write from another site (the rule every /api write follows). */
  isCrossSiteWrite: (req: Request) => boolean;
}

/**
 * Lets only a signed-in, unbanned admin whose session passed its second factor through (the session
 * middleware runs first), refuses writes from other sites, and lets through only the write actions
 * operators need (ALLOWED_WRITES). Mounted by configureApp in front of the dashboard.
 */
export function createQueueDashboardGate(options: QueueDashboardGateOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (options.isCrossSiteWrite(req)) return refuse(res, req, 403, CROSS_SITE_REFUSED);
    options
      .loadActingUser(req)
      .then((user) => {
        if (!user || isBannedNow(user)) return refuse(res, req, 401, AuthErrors.signInRequired);
        if (user.role !== UserRole.Admin) {
          if (req.secondFactorPending) return refuseWith(res, req, options.pendingRefusal(req.secondFactorPending));
          return refuse(res, req, 403, AuthErrors.noPermission);
        }
        if (!isAllowedAction(req)) return refuse(res, req, 403, QUEUE_DASHBOARD_ACTION_OFF);
        (req as CheckedRequest)[ADMIN_CHECKED] = true;
        next();
      })
      .catch(next);
  };
}

function isAllowedAction(req: Request): boolean {
  if (req.method === 'GET' || req.method === 'HEAD') return true;
  return req.method === 'PUT' && ALLOWED_WRITES.some((pattern) => pattern.test(req.path));
}

/**
 * Bull Board's own middleware slot: deny by default, so the dashboard stays closed if it is ever
 * mounted without the gate above.
 */
export function requireCheckedAdmin(req: Request, res: Response, next: NextFunction): void {
  if ((req as CheckedRequest)[ADMIN_CHECKED]) next();
  else refuse(res, req, 401, AuthErrors.signInRequired);
}
