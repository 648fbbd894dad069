import type { PipeTransform } from '@nestjs/common';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { ArchiveErrors } from './archive.errors.js';
import { isArchiveType, type ArchiveType } from './archive-types.js';

/** The {type} of an archive path: one of the five, else a 400 naming the type field. */
export class ParseArchiveTypePipe implements PipeTransform<string, ArchiveType> {
  transform(value: string): ArchiveType {
    if (!isArchiveType(value)) {
      throw new ValidationFailedException(
        [{ field: 'type', reason: ArchiveErrors.unknownType }],
        ArchiveErrors.unknownType,
      );
    }
    return value;
  }
}
