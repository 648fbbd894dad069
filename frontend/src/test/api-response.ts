import type * as sdk from '@/api/generated/sdk.gen';
import type { ErrorResponseDto, FieldErrorDto } from '@/api/generated/types.gen';

type Sdk = typeof sdk;

/** Every operation of the generated client, by its operationId (the SDK function's name). */
export type Operation = keyof Sdk;

/** The success body of an operation, as the generated client types it. */
export type ApiBody<Op extends Operation> =
  Awaited<ReturnType<Sdk[Op]>> extends { data: infer Data } ? Exclude<Data, undefined> : never;

/**
 * A JSON answer for one operation. The body must match the operation's generated response type,
 * so a fixture that no longer matches the API fails the typecheck.
 */
export function jsonResponse<Op extends Operation>(_operation: Op, body: ApiBody<Op>, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An error answer in the server's one error shape (ErrorResponseDto). */
export function errorResponse(status: number, message: string, errors?: FieldErrorDto[]): Response {
  const body: ErrorResponseDto = {
    statusCode: status,
    error: STATUS_TEXT[status] ?? 'Error',
    message,
    ...(errors ? { errors } : {}),
    path: '/api',
    timestamp: new Date(0).toISOString(),
  };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};
