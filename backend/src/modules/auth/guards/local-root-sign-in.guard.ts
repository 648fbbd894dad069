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

/**
 * The development-only ROOT sign-in: in production the route answers 404 as if it did not exist;
 * elsewhere only a request from this machine, addressed to a local host name, may use it.
 */
@Injectable()
export class LocalRootSignInGuard implements CanActivate {
  constructor(private readonly env: Environment) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (this.env.NODE_ENV === NodeEnv.Production)
      throw new NotFoundException(SignInErrors.routeNotFound(req.method, req.originalUrl));
    if (!LOCAL_ADDRESSES.has(req.socket.remoteAddress ?? '') || !LOCAL_HOSTNAMES.has(req.hostname)) {
      throw new ForbiddenException(SignInErrors.rootSignInLocalOnly);
    }
    return true;
  }
}
