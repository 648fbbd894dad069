import type { ErrorResponseDto, FieldErrorDto } from '@/api/generated/types.gen';

/**
 * The one reader of the server's errors. The generated client throws the parsed error body
 * (ErrorResponseDto: statusCode, error, message, and field errors on validation failures) for
 * non-success answers, and the raw error (a TypeError, an AbortError) when the network failed.
 * Screens and mutations read errors only through these functions.
 */
export type ApiError = {
  /** The HTTP status, or undefined when no answer came (network failure). */
  status: number | undefined;
  /** The server's message ('' when there is none). */
  message: string;
  /** The field errors of a validation failure, in the server's order (empty otherwise). */
  fieldErrors: FieldErrorDto[];
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isFieldError(value: unknown): value is FieldErrorDto {
  return isObject(value) && typeof value.field === 'string' && typeof value.reason === 'string';
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (!isObject(error)) return '';
  const { message } = error as Partial<Record<keyof ErrorResponseDto, unknown>>;
  if (typeof message === 'string') return message;
  // Older or foreign answers may carry a list of messages.
  if (Array.isArray(message)) return message.filter((item) => typeof item === 'string').join(' ');
  return '';
}

/** Reads anything the client can throw into one shape. */
export function parseApiError(error: unknown): ApiError {
  const status = isObject(error) && typeof error.statusCode === 'number' ? error.statusCode : undefined;
  const errors = isObject(error) && Array.isArray(error.errors) ? (error.errors as unknown[]) : [];
  return { status, message: messageOf(error), fieldErrors: errors.filter(isFieldError) };
}

/** The HTTP status of a failed call, or undefined for a network failure. */
export function errorStatus(error: unknown): number | undefined {
  return parseApiError(error).status;
}

/** The server's own message, or null when it gave none. */
export function serverMessage(error: unknown): string | null {
  return parseApiError(error).message || null;
}

/** A short human-readable text for an error state: 'status: message'. */
export function errorMessage(error: unknown): string {
  const { status, message } = parseApiError(error);
  if (status !== undefined) return `${status}: ${message || 'Request failed'}`;
  return message || 'Something went wrong.';
}

/** The field errors of a validation failure (empty for any other error). */
export function fieldErrors(error: unknown): FieldErrorDto[] {
  return parseApiError(error).fieldErrors;
}

/** The first reason given for each field, keyed by the field's path, for forms that show it under the input. */
export function fieldErrorMap(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const { field, reason } of fieldErrors(error)) result[field] ??= reason;
  return result;
}
