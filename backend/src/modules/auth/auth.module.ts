import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { UserAwareThrottlerGuard } from '../../common/throttling/user-aware-throttler.guard.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { SecondFactorModule } from '../second-factor/second-factor.module.js';
import { UsersModule } from '../users/users.module.js';
import { AccountMergeModule } from '../account-merge/account-merge.module.js';
import { LegalModule } from '../legal/legal.module.js';
import { ActingUserService } from './acting-user.service.js';
import { AuthAccountMergeStep } from './auth.account-merge.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { ConnectionsController } from './connections.controller.js';
import { ConnectionsService } from './connections.service.js';
import { IdentitiesRepository } from './identities.repository.js';
import { LocalRootSignInGuard } from './guards/local-root-sign-in.guard.js';
import { FeatureAccessGuard } from './guards/feature-access.guard.js';
import { RolesGuard } from './guards/roles.guard.js';
import { SessionAuthGuard } from './guards/session-auth.guard.js';
import { ProviderAuthenticator } from './provider-authenticator.js';
import { ProviderSignInService } from './provider-sign-in.service.js';
import { ProviderConfiguration } from './provider-configuration.js';
import { SessionSummaryService } from './session-summary.service.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsRepository } from './sessions.repository.js';
import { SessionsService } from './sessions.service.js';
import { AUTH_STRATEGIES } from './strategies/index.js';

/**
 * Sign-in, sessions and the global guards. Guards run in this order on every route:
 * rate limit (per address, and per user for signed-in writes), session (deny by default; it settles the role
 * the request acts with, so an admin whose second factor is pending acts as a member), roles, feature access.
 */
@Module({
  imports: [PassportModule, UsersModule, ProfilesModule, AccountMergeModule, SecondFactorModule, LegalModule],
  controllers: [AuthController, ConnectionsController, SessionsController],
  providers: [
    ...AUTH_STRATEGIES,
    IdentitiesRepository,
    SessionsRepository,
    AuthService,
    AuthAccountMergeStep,
    ConnectionsService,
    SessionsService,
    SessionSummaryService,
    ProviderAuthenticator,
    ProviderSignInService,
    ProviderConfiguration,
    LocalRootSignInGuard,
    ActingUserService,
    { provide: APP_GUARD, useClass: UserAwareThrottlerGuard },
    { provide: APP_GUARD, useClass: SessionAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
    { provide: APP_GUARD, useClass: FeatureAccessGuard },
  ],
  exports: [SessionsService, ActingUserService, UsersModule],
})
export class AuthModule {}
