/**
 * The generated client throws the parsed error body (ErrorResponseDto: statusCode, message, ...)
 * for non-success responses, and the raw error for network failures.
 */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode } = error;
    return typeof statusCode === 'number' ? statusCode : undefined;
  }
  return undefined;
}

/** A short human-readable text for an error state: 'status: message'. */
export function errorMessage(error: unknown): string {
  const status = errorStatus(error);
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? error.message
      : typeof error === 'string'
        ? error
        : '';
  if (status !== undefined) return `${status}: ${message || 'Request failed'}`;
  return message || 'Something went wrong.';
}
