import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../users/users.service.js';
import { AvatarsRepository } from './avatars.repository.js';
import { detectImageType } from './image-signature.js';
import { ProfileErrors } from './profiles.errors.js';

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

export function avatarUrl(userId: string, version: string): string {
  return `/api/users/${userId}/avatar?v=${version}`;
}

/** Profile pictures stored in PostgreSQL (API instances keep nothing on disk). */
@Injectable()
export class AvatarsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly avatars: AvatarsRepository,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  /** Stores the picture if its bytes really are an image, and points the profile at it. */
  async upload(userId: string, file: UploadedImage | undefined): Promise<void> {
    if (!file) throw new BadRequestException(ProfileErrors.noFile);
    const contentType = detectImageType(file.buffer);
    if (!contentType) throw new BadRequestException(ProfileErrors.notAnImage);
    await this.dataSource.transaction(async (manager) => {
      const version = await this.avatars.upsert(userId, contentType, file.buffer, manager);
      await this.users.setProfileImageUrl(userId, avatarUrl(userId, version), manager);
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
      const deleted = await this.avatars.delete(userId, manager);
      const cleared = await this.users.setProfileImageUrl(userId, null, manager);
      if (deleted || cleared) {
        await this.audit.record({ actorId: userId, targetUserId: userId, action: 'user.avatar.removed' }, manager);
      }
    });
  }

  async find(userId: string): Promise<StoredAvatar> {
    const row = await this.avatars.find(userId);
    if (!row) throw new NotFoundException(ProfileErrors.avatarNotFound);
    return { contentType: row.content_type, bytes: row.bytes, version: row.version };
  }
}
