import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import type { UserRecord } from '../users/user-record.js';
import { UsersService, type ProfileChanges } from '../users/users.service.js';
import { PROFILE_FIELDS, type UpdateProfileDto } from './dto/update-profile.dto.js';

/** The Settings profile tab: saves only what changed, and records which fields changed. */
@Injectable()
export class MyProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async update(user: UserRecord, changes: UpdateProfileDto): Promise<void> {
    const patch: Partial<Record<(typeof PROFILE_FIELDS)[number], unknown>> = {};
    for (const field of PROFILE_FIELDS) {
      const value = changes[field];
      if (value !== undefined && value !== user[field]) patch[field] = value;
    }
    const fields = Object.keys(patch);
    if (fields.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      await this.users.updateProfile(user.id, patch as ProfileChanges, manager);
      await this.audit.record(
        { actorId: user.id, targetUserId: user.id, action: 'user.profile.updated', details: { fields } },
        manager,
      );
    });
  }
}
