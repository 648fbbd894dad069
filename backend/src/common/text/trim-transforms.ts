type Input = { value: unknown };

/** Strings are trimmed; anything else is left for the validators to reject. */
export const trim = ({ value }: Input): unknown => (typeof value === 'string' ? value.trim() : value);

/** A blank optional text means none (null). */
export const trimToNull = ({ value }: Input): unknown => {
  if (value === null) return null;
  if (typeof value !== 'string') return value;
  return value.trim() || null;
};
