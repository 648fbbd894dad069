import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ArticlesModule } from '../articles/articles.module.js';
import { UsersModule } from '../users/users.module.js';
import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';
import { AvatarUploadInterceptor } from './avatar-upload.interceptor.js';
import { AvatarsController } from './avatars.controller.js';
import { AvatarsService } from './avatars.service.js';
import { UserFollow } from './entities/user-follow.entity.js';
import { FollowsController } from './follows.controller.js';
import { FollowsService } from './follows.service.js';
import { MyProfileController } from './my-profile.controller.js';
import { MyProfileService } from './my-profile.service.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesService } from './profiles.service.js';
import { UserStatsService } from './user-stats.service.js';

/** Profiles, follows, activity, the Settings profile tab and profile pictures. */
@Module({
  imports: [TypeOrmModule.forFeature([UserFollow]), UsersModule, ArticlesModule],
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
  ],
  exports: [UserStatsService],
})
export class ProfilesModule {}
