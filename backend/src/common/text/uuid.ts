const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text has a uuid's form (any version), so it may be compared with a uuid column without a SQL error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
