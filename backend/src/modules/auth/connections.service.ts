import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { UserRecord } from '../users/user-record.js';
import { UsersService } from '../users/users.service.js';
import { AUTH_PLATFORMS, type AuthPlatform } from './auth-platform.js';
import type { ConnectionDto } from './dto/connection.dto.js';
import { SignInErrors } from './auth.errors.js';
import { IdentitiesRepository } from './identities.repository.js';
import { ProviderConfiguration } from './provider-configuration.js';

/** The provider accounts bound to a user (settings, social tab). */
@Injectable()
export class ConnectionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identities: IdentitiesRepository,
    private readonly providers: ProviderConfiguration,
    private readonly users: UsersService,
  ) {}

  async list(user: UserRecord): Promise<ConnectionDto[]> {
    const identities = await this.identities.listForUser(user.id);
    return AUTH_PLATFORMS.map((platform) => {
      const identity = identities.find((candidate) => candidate.platform === platform);
      return {
        platform,
        connected: Boolean(identity),
        isPrimary: Boolean(identity) && user.primaryPlatform === platform,
        isPublic: identity?.isPublic ?? false,
        available: this.providers.isConfigured(platform),
        username: identity?.username ?? null,
        displayName: identity?.displayName ?? null,
        avatar: identity?.avatarUrl ?? null,
      };
    });
  }

  /** Refused for the last connection: an account must keep one way to sign in. */
  async disconnect(user: UserRecord, platform: AuthPlatform): Promise<ConnectionDto[]> {
    await this.dataSource.transaction(async (manager) => {
      // Lock the user's identities so two concurrent disconnects cannot remove the last two.
      const identities = await this.identities.lockForUser(manager, user.id);
      const target = identities.find((identity) => identity.platform === platform);
      if (!target) throw new NotFoundException(SignInErrors.notConnected);
      if (identities.length <= 1) throw new BadRequestException(SignInErrors.lastConnection);
      await this.identities.delete(target.id, manager);
      if (user.primaryPlatform === platform) {
        const next = identities.find((identity) => identity.id !== target.id);
        await this.users.setPrimaryPlatform(user.id, next?.platform ?? null, manager);
        user.primaryPlatform = next?.platform ?? null;
      }
    });
    return this.list(user);
  }

  async makePrimary(user: UserRecord, platform: AuthPlatform): Promise<ConnectionDto[]> {
    const connected = await this.identities.hasPlatform(user.id, platform);
    if (!connected) throw new BadRequestException(SignInErrors.connectBeforePrimary);
    await this.users.setPrimaryPlatform(user.id, platform);
    user.primaryPlatform = platform;
    return this.list(user);
  }
}
