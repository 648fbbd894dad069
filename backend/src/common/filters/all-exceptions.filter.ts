import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import type { ErrorResponseDto } from '../http/error-response.dto.js';
import { loggableError, pathOnly } from '../logging/redact.js';
import { ValidationFailedException } from '../pipes/validation.pipe.js';
import { DEPENDENCY_RETRY_AFTER_SECONDS, unavailableDependencyOf } from './dependency-errors.js';

/** What a user sees when PostgreSQL or Redis is briefly down, slow or saturated. */
export const DEPENDENCY_UNAVAILABLE_MESSAGE =
  'The site is busy or briefly unavailable. Please try again in a few seconds.';

/** 503 with Retry-After and the one error shape: the answer while PostgreSQL or Redis is unavailable. */
export function respondDependencyUnavailable(response: Response, path: string): void {
  if (response.headersSent) return;
  response.setHeader('Retry-After', String(DEPENDENCY_RETRY_AFTER_SECONDS));
  const body: ErrorResponseDto = {
    statusCode: HttpStatus.SERVICE_UNAVAILABLE,
    error: STATUS_CODES[HttpStatus.SERVICE_UNAVAILABLE] ?? 'Service Unavailable',
    message: DEPENDENCY_UNAVAILABLE_MESSAGE,
    path,
    timestamp: new Date().toISOString(),
  };
  response.status(body.statusCode).json(body);
}

/**
 * The same answer for errors of Express middleware that runs before Nest's filters (the session
 * store reads PostgreSQL): registered right after it.
 */
export function dependencyErrorMiddleware(logger = new Logger('Errors')) {
  return (error: unknown, req: Request, res: Response, next: (error?: unknown) => void): void => {
    const dependency = unavailableDependencyOf(error);
    if (!dependency) return next(error);
    const path = pathOnly(req.originalUrl ?? req.url);
    logger.warn({ err: loggableError(error), path, dependency }, `Request failed: ${dependency} unavailable`);
    respondDependencyUnavailable(res, path);
  };
}

/** Turns every thrown error into the one ErrorResponseDto shape; unexpected errors are logged, never leaked. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<Request>();
    const response = context.getResponse<Response>();
    // The path only, in the answer and the logs: a query string may hold codes or what a user typed.
    const path = pathOnly(request.originalUrl ?? request.url);
    const dependency = exception instanceof HttpException ? undefined : unavailableDependencyOf(exception);
    if (dependency) {
      // Not a bug: a dependency is down, slow or saturated. Tell the client when to retry, quickly.
      this.logger.warn(
        { err: loggableError(exception), path, dependency },
        `Request failed: ${dependency} unavailable`,
      );
      respondDependencyUnavailable(response, path);
      return;
    }
    const body = this.toBody(exception, path);
    if (body.statusCode >= 500) {
      this.logger.error({ err: loggableError(exception), path: body.path }, 'Unhandled error');
    }
    if (!response.headersSent) response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, path: string): ErrorResponseDto {
    const timestamp = new Date().toISOString();
    const status = this.statusOf(exception);
    const error = STATUS_CODES[status] ?? 'Error';
    if (exception instanceof ValidationFailedException) {
      return {
        statusCode: status,
        error,
        message: exception.message,
        errors: exception.fieldErrors,
        path,
        timestamp,
      };
    }
    if (exception instanceof HttpException) {
      const details = this.detailsOf(exception);
      const code = this.codeOf(exception);
      return {
        statusCode: status,
        error,
        message: this.messageOf(exception),
        ...(code && { code }),
        ...(details && { details }),
        path,
        timestamp,
      };
    }
    if (status < 500) {
      // body-parser errors (malformed JSON, payload too large) carry their own status.
      return { statusCode: status, error, message: (exception as Error).message, path, timestamp };
    }
    return { statusCode: status, error, message: 'Something went wrong. Please try again.', path, timestamp };
  }

  private statusOf(exception: unknown): number {
    if (exception instanceof HttpException) return exception.getStatus();
    const status = (exception as { status?: unknown; statusCode?: unknown })?.status;
    if (typeof status === 'number' && status >= 400 && status < 600) return status;
    return HttpStatus.INTERNAL_SERVER_ERROR;
  }

  /** Terminus reports each dependency's status under `details`; keep it on 503s. */
  private detailsOf(exception: HttpException): Record<string, unknown> | undefined {
    const response = exception.getResponse();
    if (typeof response !== 'object' || response === null) return undefined;
    const details = (response as { details?: unknown }).details;
    return typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : undefined;
  }

  /** A stable error code the thrower set (`new ForbiddenException({ message, code })`). */
  private codeOf(exception: HttpException): string | undefined {
    const response = exception.getResponse();
    if (typeof response !== 'object' || response === null) return undefined;
    const code = (response as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }

  private messageOf(exception: HttpException): string {
    const response = exception.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (Array.isArray(message)) return message.join('; ');
    return typeof message === 'string' ? message : exception.message;
  }
}
