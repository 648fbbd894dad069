import {
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { MAX_AVATAR_BYTES } from './entities/user-avatar.entity.js';
import { ProfileErrors } from './profiles.errors.js';

export const AVATAR_FIELD = 'file';

const MulterAvatar = FileInterceptor(AVATAR_FIELD, {
  // Memory storage (the default): the bytes go to PostgreSQL, never to the instance's disk.
  limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 5, parts: 6 },
});

/**
 * Reads the multipart 'file' field with multer, stopping at 5MB; a larger file answers 413 with
 * a message people can act on instead of multer's 'File too large'.
 */
@Injectable()
export class AvatarUploadInterceptor implements NestInterceptor {
  private readonly multer = new MulterAvatar();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException(ProfileErrors.avatarTooLarge);
      throw error;
    }
  }
}
