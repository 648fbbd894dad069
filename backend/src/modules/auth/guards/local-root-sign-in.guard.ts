import {
  ForbiddenException,
  Injectable,
  NotFoundException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import { Environment, NodeEnv } from '../../../config/environment.js';
import { SignInErrors } from '../auth.errors.js';

const LOCAL_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Headers a reverse proxy adds: their presence means the loopback connection carries someone else's request. */
const FORWARDING_HEADERS = ['forwarded', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip'];

function wasForwarded(req: Request): boolean {
  return Object.keys(req.headers).some((name) => FORWARDING_HEADERS.includes(name) || name.startsWith('x-forwarded-'));
}

/**
 * The development-only ROOT sign-in. Unless ROOT_SIGN_IN_ENABLED is set (startup refuses it in
 * production and for a public URL that is not localhost), the route answers 404 as if it did not
 * exist. When enabled, only a direct request from this machine, addressed to a local host name and
 * carrying no forwarding header (a proxy on the same host connects from loopback too), may use it.
 */
@Injectable()
export class LocalRootSignInGuard implements CanActivate {
  constructor(private readonly env: Environment) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (this.env.NODE_ENV === NodeEnv.Production || !this.env.ROOT_SIGN_IN_ENABLED)
      throw new NotFoundException(SignInErrors.routeNotFound(req.method, req.originalUrl));
    if (
      wasForwarded(req) ||
      !LOCAL_ADDRESSES.has(req.socket.remoteAddress ?? '') ||
      !LOCAL_HOSTNAMES.has(req.hostname)
    ) {
      throw new ForbiddenException(SignInErrors.rootSignInLocalOnly);
    }
    return true;
  }
}
