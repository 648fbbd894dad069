import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';

/** An integer written in plain decimal digits, with an optional minus sign. */
export const DECIMAL_INTEGER = /^-?\d+$/;

/**
 * Reads an integer query parameter written in plain decimal digits (an optional minus sign) as a
 * number. Anything else (`0x10`, `1e3`, ` 16`, `+16`, `16.0`, an empty string), which `Number()`
 * would quietly turn into a number, stays a string, so the property's integer rule refuses it with
 * a 400 naming the field.
 */
export function DecimalInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && DECIMAL_INTEGER.test(value) ? Number(value) : value,
  );
}

/**
 * An integer from `min` to `max`, checked as one rule so a bad value (`abc`, `+5`, `0`) gets one
 * reason rather than one for each of type, minimum and maximum.
 */
export function IsIntegerIn(min: number, max: number): PropertyDecorator {
  return ValidateBy({
    name: 'isIntegerIn',
    constraints: [min, max],
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max,
      defaultMessage: () => `$property must be a whole number from ${min} to ${max}`,
    },
  });
}
