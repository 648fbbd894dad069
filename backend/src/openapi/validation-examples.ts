import type { Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validateSync } from 'class-validator';
import type { FieldErrorDto } from '../common/http/error-response.dto.js';
import { flattenValidationErrors } from '../common/pipes/validation.pipe.js';

const MAX_EXAMPLE_ERRORS = 3;

/** Runs the DTO through class-validator as the global ValidationPipe does (unknown fields refused). */
function fieldErrorsOf(dto: Type, input: Record<string, unknown>): FieldErrorDto[] {
  try {
    const errors = validateSync(plainToInstance(dto, input) as object, { whitelist: true, forbidNonWhitelisted: true });
    return flattenValidationErrors(errors);
  } catch {
    return []; // async-only validators cannot run here; the example falls back to an unknown field
  }
}

function propertiesOf(dto: Type): string[] {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))];
}

/**
 * The field errors the API really answers for a typical mistake with this DTO, produced by the same
 * validator: an empty body (missing required fields), or query values that are not what they should be,
 * or else an unknown field.
 */
export function exampleFieldErrors(dto: Type, source: 'body' | 'query'): FieldErrorDto[] {
  const attempt =
    source === 'body' ? {} : Object.fromEntries(propertiesOf(dto).map((property) => [property, 'not-valid']));
  const errors = fieldErrorsOf(dto, attempt);
  const chosen = errors.length > 0 ? errors : fieldErrorsOf(dto, { unexpectedField: 'x' });
  // One reason per field first, so the example shows several fields rather than one field's every rule.
  const firstPerField = chosen.filter((error, index) => chosen.findIndex((e) => e.field === error.field) === index);
  return [...firstPerField, ...chosen.filter((error) => !firstPerField.includes(error))].slice(0, MAX_EXAMPLE_ERRORS);
}
