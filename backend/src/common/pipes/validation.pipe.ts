import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import type { ValidatorOptions } from 'class-validator';
import { UNSTORABLE_TEXT_REASON, unstorableTextPath } from '../http/body-text.js';
import type { FieldErrorDto } from '../http/error-response.dto.js';
import { DECIMAL_INTEGER } from './decimal-integer.js';

/** Flattens nested class-validator errors into {field, reason} pairs. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldErrorDto[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((reason) => ({ field, reason }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** A 400 naming the offending fields; the message defaults to the generic one of the validation pipe. */
export class ValidationFailedException extends BadRequestException {
  constructor(
    readonly fieldErrors: FieldErrorDto[],
    message = 'Validation failed',
  ) {
    super(message);
  }
}

// Where @nestjs/swagger keeps each property's documented schema (its DECORATORS.API_MODEL_PROPERTIES).
const API_MODEL_PROPERTIES = 'swagger/apiModelProperties';
const MAX_NESTING = 32;

/**
 * Errors for the fields that are null although the API document does not mark them nullable.
 * `@IsOptional()` lets null through like a missing field, so without this `{"expiresAt": null}`
 * would reach the services for a field the document only allows to be left out. The document
 * comes from the same @ApiProperty metadata, so this holds the API to exactly what it publishes.
 */
export function undocumentedNullErrors(value: unknown, depth = 0): ValidationError[] {
  if (depth > MAX_NESTING || value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const children = undocumentedNullErrors(item, depth + 1);
      return children.length ? [{ property: String(index), children, constraints: {} }] : [];
    });
  }
  const prototype = (value.constructor as { prototype?: object } | undefined)?.prototype;
  if (!prototype || prototype === Object.prototype) return [];
  const errors: ValidationError[] = [];
  for (const [property, field] of Object.entries(value as Record<string, unknown>)) {
    const documented = Reflect.getMetadata(API_MODEL_PROPERTIES, prototype, property) as
      { nullable?: boolean } | undefined;
    if (field === null && documented && !documented.nullable) {
      errors.push({ property, constraints: { isNotNull: `${property} must not be null` }, children: [] });
    } else if (field !== null && typeof field === 'object') {
      const children = undocumentedNullErrors(field, depth + 1);
      if (children.length) errors.push({ property, children, constraints: {} });
    }
  }
  return errors;
}

/** The global pipe: class-validator's rules, then the nullability the API document states. */
class DocumentedValidationPipe extends ValidationPipe {
  /**
   * A single path or query value typed `number` is converted only when written in decimal digits:
   * the base class applies `+value`, which made `0b1`, ` 1`, `1e0` and `0x1` the id 1 before the
   * route's ParseIdPipe saw them. Anything else stays a string for the route's own pipe to refuse.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === Number && typeof value === 'string' && !DECIMAL_INTEGER.test(value)) return value;
    return super.transformPrimitive(value, metadata);
  }

  /**
   * After the DTO's own rules (so a field that refuses control characters keeps its own message), a body
   * with text PostgreSQL cannot store is a 400 naming the field instead of a 500 from the database. The
   * raw parsed JSON is walked, so bodies without a DTO class are covered too.
   */
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const result: unknown = await super.transform(value, metadata);
    if (metadata.type === 'body') {
      const field = unstorableTextPath(value);
      if (field !== null)
        throw new ValidationFailedException([{ field, reason: `${field} ${UNSTORABLE_TEXT_REASON}` }]);
    }
    return result;
  }

  protected override async validate(object: object, options?: ValidatorOptions): Promise<ValidationError[]> {
    const errors = await super.validate(object, options);
    const failed = new Set(errors.map((error) => error.property));
    return [...errors, ...undocumentedNullErrors(object).filter((error) => !failed.has(error.property))];
  }
}

/**
 * Strips unknown fields, rejects them when present, converts query strings to their declared types,
 * and refuses null where the document does not allow it.
 */
export function createValidationPipe(): ValidationPipe {
  return new DocumentedValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
  });
}
