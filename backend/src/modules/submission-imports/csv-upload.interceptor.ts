import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { catchError, from, mergeMap, type Observable } from 'rxjs';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { maxUploadBytes } from './import-limits.js';
import { SubmissionImportErrors } from './submission-imports.errors.js';

/**
 * Reads the multipart form (one `file` part kept in memory, multer's default, bounded by the size limit, plus the `type`
 * field) and answers an oversized file with the same 400 {field, reason} as every other refusal.
 */
@Injectable()
export class CsvUploadInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const limit = maxUploadBytes();
    const Multer = FileInterceptor('file', {
      limits: { fileSize: limit, files: 1, fields: 5, fieldSize: 1024 },
    });
    const inner = new Multer();
    return from(inner.intercept(context, next) as Promise<Observable<unknown>>).pipe(
      mergeMap((result) => result),
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          const reason = SubmissionImportErrors.tooLarge(limit);
          throw new ValidationFailedException([{ field: 'file', reason }], reason);
        }
        throw error;
      }),
    );
  }
}
