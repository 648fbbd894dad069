/** SQLSTATE codes the services react to (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PostgresErrorCode = {
  UniqueViolation: '23505',
  ForeignKeyViolation: '23503',
  QueryCanceled: '57014',
} as const;
export type PostgresErrorCode = (typeof PostgresErrorCode)[keyof typeof PostgresErrorCode];

/** A failed statement as TypeORM throws it (QueryFailedError keeps the driver's error). */
export interface PostgresDriverFailure {
  driverError: { code: string; constraint?: string; detail?: string };
}

/** True when a statement failed with the given SQLSTATE code. */
export function isPostgresError(error: unknown, code: PostgresErrorCode): error is PostgresDriverFailure {
  return (error as { driverError?: { code?: unknown } } | null)?.driverError?.code === code;
}

export const isUniqueViolation = (error: unknown) => isPostgresError(error, PostgresErrorCode.UniqueViolation);

/** E.g. the row referred to vanished while the statement ran. */
export const isForeignKeyViolation = (error: unknown) => isPostgresError(error, PostgresErrorCode.ForeignKeyViolation);

/** The statement ran past its statement_timeout (or was cancelled). */
export const isQueryCanceled = (error: unknown) => isPostgresError(error, PostgresErrorCode.QueryCanceled);
