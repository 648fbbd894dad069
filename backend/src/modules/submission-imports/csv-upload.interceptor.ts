import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import { catchError, finalize, from, mergeMap, type Observable } from 'rxjs';
import { ValidationFailedException } from '../../common/pipes/validation.pipe.js';
import { Environment } from '../../config/environment.js';
import { SubmissionImportsService } from './submission-imports.service.js';
import { SubmissionImportErrors } from './submission-imports.errors.js';

/**
 * Reads the multipart form of an upload: first the account's quotas (429 before any byte of the file is
 * read), then the one `file` part streamed to a file on the API's disk (CSV_IMPORT_SPOOL_DIR), cut off at
 * the size limit while it streams, plus the `type` field. The spooled file is removed once the answer is
 * known, whatever it is. An oversized file gets the same 400 {field, reason} as every other refusal.
 */
@Injectable()
export class CsvUploadInterceptor implements NestInterceptor {
  constructor(
    private readonly imports: SubmissionImportsService,
    private readonly env: Environment,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & { file?: { path?: string } }>();
    const limit = this.env.CSV_IMPORT_MAX_BYTES;
    const Multer = FileInterceptor('file', {
      // Multer's disk storage: streamed to a randomly named file in this folder (created when missing).
      dest: this.env.CSV_IMPORT_SPOOL_DIR || tmpdir(),
      // Browsers send the file name as raw UTF-8 bytes; busboy would read them as Latin-1 otherwise.
      defParamCharset: 'utf8',
      limits: { fileSize: limit, files: 1, fields: 5, fieldSize: 1024 },
    });
    const readForm = async () => {
      if (request.currentUser) await this.imports.assertMayUpload(request.currentUser);
      return new Multer().intercept(context, next) as Promise<Observable<unknown>>;
    };
    return from(readForm()).pipe(
      mergeMap((result) => result),
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) {
          const reason = SubmissionImportErrors.tooLarge(limit);
          throw new ValidationFailedException([{ field: 'file', reason }], reason);
        }
        throw error;
      }),
      finalize(() => {
        if (request.file?.path) rmSync(request.file.path, { force: true });
      }),
    );
  }
}
