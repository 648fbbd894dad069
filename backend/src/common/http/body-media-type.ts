import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UnsupportedMediaTypeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';

const BODY_MEDIA_TYPES = 'irl:bodyMediaTypes';
const JSON_ONLY = ['application/json'];

/**
 * The media types a route takes its body in, instead of JSON (multipart uploads, the mail clients'
 * form-encoded one-click unsubscribe). Documented as the operation's `consumes` too.
 */
export function AcceptsBody(...mediaTypes: string[]): MethodDecorator & ClassDecorator {
  return applyDecorators(SetMetadata(BODY_MEDIA_TYPES, mediaTypes), ApiConsumes(...mediaTypes));
}

export function unsupportedBodyMessage(accepted: string[]): string {
  return `The request body must be sent as ${accepted.join(' or ')}`;
}

/** Whether the request carries a body at all (a request without one is never refused). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

const mediaTypeOf = (req: Request): string => (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

/**
 * Refuses (415, the one error shape) a body in a media type the route does not take. Express parses
 * form-encoded bodies too, so without this a JSON route would act on a form post the API document
 * never offered. Runs after the guards, so a caller without access still gets 401/403 first.
 */
@Injectable()
export class BodyMediaTypeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const req = context.switchToHttp().getRequest<Request>();
      if (hasBody(req)) {
        const accepted =
          this.reflector.getAllAndOverride<string[] | undefined>(BODY_MEDIA_TYPES, [
            context.getHandler(),
            context.getClass(),
          ]) ?? JSON_ONLY;
        if (!accepted.includes(mediaTypeOf(req)))
          throw new UnsupportedMediaTypeException(unsupportedBodyMessage(accepted));
      }
    }
    return next.handle();
  }
}
