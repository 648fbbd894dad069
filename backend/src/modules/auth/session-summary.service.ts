import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Environment, NodeEnv } from '../../config/environment.js';
import { UserStatsService } from '../profiles/user-stats.service.js';
import { summaryOf } from '../settings/feature-access.js';
import { SecondFactorService } from '../second-factor/second-factor.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { toCurrentUserDto } from '../users/current-user.js';
import type { UserRecord } from '../users/user-record.js';
import type { SessionDto } from './dto/session.dto.js';
import { ProviderConfiguration } from './provider-configuration.js';

/** What the site needs to know on load: who is signed in, the access mode and the ways to sign in. */
@Injectable()
export class SessionSummaryService {
  constructor(
    private readonly env: Environment,
    private readonly settings: SettingsService,
    private readonly providers: ProviderConfiguration,
    private readonly userStats: UserStatsService,
    private readonly secondFactor: SecondFactorService,
  ) {}

  /** `user` is the acting user (req.currentUser). */
  async of(user: UserRecord | undefined, req: Request): Promise<SessionDto> {
    // Contributor score and karma are counted from real activity on every read (profiles module).
    const stats = user ? await this.userStats.statsOf(user.id) : undefined;
    const features = await this.settings.featureSwitches();
    return {
      user: user ? toCurrentUserDto(user, stats) : null,
      featureAccess: summaryOf(features),
      features,
      platforms: this.providers.configured(),
      rootLoginAvailable: this.env.NODE_ENV !== NodeEnv.Production && this.env.ROOT_SIGN_IN_ENABLED,
      // The account's own state: the user above carries the role this session acts with (a member's,
      // while an admin's second factor is pending), which is what the SPA should offer.
      secondFactor: (await this.secondFactor.statusOf(req.signedInAccount ?? user, req)).state,
    };
  }
}
