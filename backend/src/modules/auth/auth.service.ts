import { banMessage, isBannedNow } from '../users/ban-state.js';
import { NotificationKind } from '../notifications/notification-kind.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../database/postgres-errors.js';
import { AccountMergeService } from '../account-merge/account-merge.service.js';
import { LegalService } from '../legal/legal.service.js';
import { AccountAliasesService, MergeSourceGoneError } from '../users/account-aliases.service.js';
import type { UserRecord } from '../users/user-record.js';
import { ROOT_USER_ID } from '../users/root-user.js';
import { UsersService } from '../users/users.service.js';
import { SignInErrors } from './auth.errors.js';
import { PLATFORM_LABEL, type AuthPlatform, type ProviderProfile } from './auth-platform.js';
import { IdentitiesRepository, type IdentitySnapshot } from './identities.repository.js';
import { SessionsService } from './sessions.service.js';
import { alternativeUsernames, normaliseUsername } from './username-suggestion.js';

export type SignInOutcome =
  | { kind: 'signed-in'; userId: string }
  | { kind: 'linked'; userId: string }
  | { kind: 'merged'; userId: string }
  | {
      kind: 'conflict';
      userId: string;
      holderId: string;
      username: string;
      platform: AuthPlatform;
    }
  | { kind: 'refused'; message: string };

/**
 * What a completed provider sign-in means for our accounts: sign in, create an account, link a
 * provider to the signed-in account, or (after a username conflict) merge the new account into the
 * existing one that holds the username.
 */
@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identities: IdentitiesRepository,
    private readonly sessions: SessionsService,
    private readonly users: UsersService,
    private readonly accountMerge: AccountMergeService,
    private readonly aliases: AccountAliasesService,
    private readonly notifications: NotificationsService,
    private readonly legal: LegalService,
  ) {}

  async completeProviderSignIn(req: Request, profile: ProviderProfile): Promise<SignInOutcome> {
    const mode = req.session.oauthMode ?? 'signin';
    delete req.session.oauthMode;
    const outcome = mode === 'link' ? await this.link(req, profile) : await this.signInOrRegister(profile);

    if (outcome.kind === 'signed-in' || outcome.kind === 'merged') {
      await this.sessions.startFor(req, outcome.userId);
    } else if (outcome.kind === 'conflict') {
      await this.sessions.startFor(req, outcome.userId);
      if (outcome.holderId !== ROOT_USER_ID) req.session.mergeTargetUserId = outcome.holderId;
      await this.sessions.save(req);
    } else {
      await this.sessions.save(req);
    }
    return outcome;
  }

  /** Development only (the route's guard checks): a new session as the root admin; the root user. */
  async signInAsRoot(req: Request): Promise<UserRecord | undefined> {
    await this.sessions.startFor(req, ROOT_USER_ID);
    return (await this.users.findById(ROOT_USER_ID)) ?? undefined;
  }

  private async signInOrRegister(profile: ProviderProfile): Promise<SignInOutcome> {
    const existing = await this.identities.findByProviderAccount(profile.platform, profile.providerUserId);
    if (existing?.user) {
      if (isBannedNow(existing.user)) return { kind: 'refused', message: banMessage(existing.user) };
      await this.identities.updateSnapshot(existing.id, this.identitySnapshot(profile));
      return { kind: 'signed-in', userId: existing.user.id };
    }
    return this.register(profile);
  }

  /** First sign-in: a new account from the provider's profile; a taken username gets an alternative. */
  private async register(profile: ProviderProfile): Promise<SignInOutcome> {
    const wanted = normaliseUsername(profile.username);
    const holder = await this.users.findHolderOfUsername(wanted);
    const candidates = holder
      ? alternativeUsernames(wanted, profile.platform)
      : [wanted, ...alternativeUsernames(wanted, profile.platform)];
    for (const username of candidates) {
      try {
        const user = await this.dataSource.transaction(async (manager) => {
          const created = await this.users.register(
            {
              username,
              // A provider's names are kept as they came, cut to what the columns hold.
              displayName: profile.displayName?.slice(0, 100) ?? null,
              firstName: profile.firstName?.slice(0, 100) ?? null,
              lastName: profile.lastName?.slice(0, 100) ?? null,
              email: profile.email,
              profileImageUrl: profile.avatarUrl,
              primaryPlatform: profile.platform,
            },
            manager,
          );
          await this.createIdentity(manager, created.id, profile);
          // Signing in for the first time accepts the terms and privacy policy in force (the dialog says so).
          await this.legal.recordSignUpAcceptance(manager, created.id);
          return created;
        });
        if (!holder) return { kind: 'signed-in', userId: user.id };
        // The holder's sign-in providers are not named: they are another person's account details.
        return {
          kind: 'conflict',
          userId: user.id,
          holderId: holder.id,
          username: holder.username,
          platform: profile.platform,
        };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Either the username was taken meanwhile (try the next one) or this provider account was
        // registered by a concurrent callback (sign in to it).
        const raced = await this.identities.findByProviderAccount(profile.platform, profile.providerUserId);
        if (raced) return { kind: 'signed-in', userId: raced.userId };
      }
    }
    return { kind: 'refused', message: SignInErrors.noFreeUsername };
  }

  private async link(req: Request, profile: ProviderProfile): Promise<SignInOutcome> {
    const currentUserId = req.session.userId;
    if (!currentUserId) return { kind: 'refused', message: SignInErrors.signInBeforeLinking };
    const label = PLATFORM_LABEL[profile.platform];
    const existing = await this.identities.findByProviderAccount(profile.platform, profile.providerUserId);

    if (existing?.userId === currentUserId) {
      await this.identities.updateSnapshot(existing.id, this.identitySnapshot(profile));
      return { kind: 'linked', userId: currentUserId };
    }
    if (existing && existing.userId === req.session.mergeTargetUserId) {
      return this.mergeInto(existing.userId, currentUserId);
    }
    if (existing) return { kind: 'refused', message: SignInErrors.connectedElsewhere(label) };

    const alreadyHasPlatform = await this.identities.hasPlatform(currentUserId, profile.platform);
    if (alreadyHasPlatform) {
      return {
        kind: 'refused',
        message: SignInErrors.platformAlreadyConnected(label),
      };
    }
    try {
      const identity = await this.createIdentity(this.dataSource.manager, currentUserId, profile);
      await this.notifications.notify(undefined, {
        userId: currentUserId,
        kind: NotificationKind.AccountChange,
        reference: `identity:${identity.id}`,
        title: `${label} was connected to your account as a sign-in method`,
        link: '/settings/social',
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        return { kind: 'refused', message: SignInErrors.connectedElsewhere(label) };
      }
      throw error;
    }
    return { kind: 'linked', userId: currentUserId };
  }

  /**
   * Username-conflict resolution: the user proved they own `targetId` (they signed in to one of its
   * providers), so the account created at their first sign-in joins it: every module moves its data
   * over (AccountMergeService), then the emptied account is deleted and its sessions end.
   */
  private async mergeInto(targetId: string, sourceId: string): Promise<SignInOutcome> {
    const target = await this.users.findById(targetId);
    if (!target || isBannedNow(target))
      return { kind: 'refused', message: target ? banMessage(target) : SignInErrors.accountNotFound };
    try {
      await this.accountMerge.merge({ sourceId, targetId });
    } catch (error) {
      // Two callbacks finishing the same merge at once: the second waits on the first's row locks and
      // finds the source gone. If it went into this target, the work is done; say so, not a 500.
      if (!(error instanceof MergeSourceGoneError)) throw error;
      if ((await this.aliases.mergedInto(sourceId)) !== targetId)
        return { kind: 'refused', message: SignInErrors.accountNotFound };
    }
    return { kind: 'merged', userId: targetId };
  }

  private createIdentity(manager: EntityManager, userId: string, profile: ProviderProfile) {
    return this.identities.insert(
      { userId, platform: profile.platform, providerUserId: profile.providerUserId, ...this.identitySnapshot(profile) },
      manager,
    );
  }

  private identitySnapshot(profile: ProviderProfile): IdentitySnapshot {
    return {
      username: profile.username.slice(0, 100),
      displayName: profile.displayName?.slice(0, 100) ?? null,
      email: profile.email,
      avatarUrl: profile.avatarUrl,
    };
  }
}
