import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ModerationLogModule } from '../moderation-log/moderation-log.module.js';
import { UsersModule } from '../users/users.module.js';
import { AdminBulkActionsController } from './admin-bulk-actions.controller.js';
import { AdminBulkActionsService } from './admin-bulk-actions.service.js';
import { AdminRolesRepository } from './admin-roles.repository.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';

@Module({
  imports: [UsersModule, AuthModule, ModerationLogModule],
  controllers: [AdminUsersController, AdminBulkActionsController],
  providers: [AdminUsersService, AdminBulkActionsService, AdminRolesRepository],
})
export class AdminModule {}
