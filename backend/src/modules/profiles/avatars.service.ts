import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { detectImageType } from './image-signature.js';

/** What multer's memory storage hands over for the 'file' field. */
export interface UploadedImage {
  buffer: Buffer;
  size: number;
  originalname?: string;
  mimetype?: string;
}

export interface StoredAvatar {
  contentType: string;
  bytes: Buffer;
  /** Changes with every upload; part of the picture's URL so caches never show an old one. */
  version: string;
}

export const NO_FILE_MESSAGE = 'Please select a file to upload';
export const NOT_AN_IMAGE_MESSAGE = 'Only PNG, JPEG, GIF or WebP pictures are accepted.';
export const AVATAR_NOT_FOUND = 'Profile Picture Not Found';

export function avatarUrl(userId: string, version: string): string {
  return `/api/users/${userId}/avatar?v=${version}`;
}

/** Profile pictures stored in PostgreSQL (API instances keep nothing on disk). */
@Injectable()
export class AvatarsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Stores the picture if its bytes really are an image, and points the profile at it. */
  async upload(userId: string, file: UploadedImage | undefined): Promise<void> {
    if (!file) throw new BadRequestException(NO_FILE_MESSAGE);
    const contentType = detectImageType(file.buffer);
    if (!contentType) throw new BadRequestException(NOT_AN_IMAGE_MESSAGE);
    await this.dataSource.transaction(async (manager) => {
      const [{ version }] = await manager.query<[{ version: string }]>(
        `INSERT INTO user_avatars (user_id, content_type, bytes, updated_at) VALUES ($1, $2, $3, clock_timestamp())
         ON CONFLICT (user_id) DO UPDATE
           SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, updated_at = EXCLUDED.updated_at
         RETURNING (extract(epoch FROM updated_at) * 1000000)::bigint::text AS version`,
        [userId, contentType, file.buffer],
      );
      await manager.query(`UPDATE users SET profile_image_url = $2, updated_at = now() WHERE id = $1`, [
        userId,
        avatarUrl(userId, version),
      ]);
      await this.audit.record(
        {
          actorId: userId,
          targetUserId: userId,
          action: 'user.avatar.updated',
          details: { contentType, size: file.size },
        },
        manager,
      );
    });
  }

  /** Removes the uploaded picture; the profile shows the default logo again. Removing none succeeds. */
  async remove(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [deleted] = await manager.query<[unknown[], number]>(
        `DELETE FROM user_avatars WHERE user_id = $1 RETURNING user_id`,
        [userId],
      );
      const [, cleared] = await manager.query<[unknown[], number]>(
        `UPDATE users SET profile_image_url = NULL, updated_at = now()
         WHERE id = $1 AND profile_image_url IS NOT NULL RETURNING id`,
        [userId],
      );
      if (deleted.length > 0 || cleared > 0) {
        await this.audit.record({ actorId: userId, targetUserId: userId, action: 'user.avatar.removed' }, manager);
      }
    });
  }

  async find(userId: string): Promise<StoredAvatar> {
    const [row] = await this.dataSource.query<{ content_type: string; bytes: Buffer; version: string }[]>(
      `SELECT content_type, bytes, (extract(epoch FROM updated_at) * 1000000)::bigint::text AS version
       FROM user_avatars WHERE user_id = $1`,
      [userId],
    );
    if (!row) throw new NotFoundException(AVATAR_NOT_FOUND);
    return { contentType: row.content_type, bytes: row.bytes, version: row.version };
  }
}
