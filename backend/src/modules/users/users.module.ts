import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountAliasesService } from './account-aliases.service.js';
import { User } from './entities/user.entity.js';
import { UsersAccountMergeStep } from './users.account-merge.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, AccountAliasesService, UsersAccountMergeStep],
  exports: [UsersService, AccountAliasesService],
})
export class UsersModule {}
