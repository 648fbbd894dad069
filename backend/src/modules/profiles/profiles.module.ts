import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles/articles.module.js';
import { BlocksModule } from '../blocks/blocks.module.js';
import { UsersModule } from '../users/users.module.js';
import { ActivityRepository } from './activity.repository.js';
import { AvatarsRepository } from './avatars.repository.js';
import { FollowsRepository } from './follows.repository.js';
import { UserStatsRepository } from './user-stats.repository.js';
import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor.js';
import { AvatarsController } from './avatars.controller.js';
import { AvatarsService } from './avatars.service.js';
import { FollowsBlockListener } from './follows.block-listener.js';
import { FollowsController } from './follows.controller.js';
import { FollowsService } from './follows.service.js';
import { MyProfileController } from './my-profile.controller.js';
import { MyProfileService } from './my-profile.service.js';
import { ProfilesAccountMergeStep } from './profiles.account-merge.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';
import { UserStatsService } from './user-stats.service.js';

/** Profiles, follows, activity, the Settings profile tab and profile pictures. */
@Module({
  imports: [UsersModule, ArticlesModule, BlocksModule],
  // Order matters: /users/by-username/... and /users/me/... before /users/{id}/...
  controllers: [ProfilesController, MyProfileController, FollowsController, ActivityController, AvatarsController],
  providers: [
    ProfilesService,
    UserStatsService,
    FollowsService,
    ActivityService,
    MyProfileService,
    AvatarsService,
    AvatarUploadInterceptor,
    ProfilesAccountMergeStep,
    FollowsBlockListener,
    ActivityRepository,
    AvatarsRepository,
    FollowsRepository,
    UserStatsRepository,
  ],
  exports: [UserStatsService],
})
export class ProfilesModule {}
