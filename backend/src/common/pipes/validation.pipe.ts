import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
import type { FieldErrorDto } from '../http/error-response.dto.js';

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

/** Strips unknown fields, rejects them when present, and converts query strings to their declared types. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
  });
}
