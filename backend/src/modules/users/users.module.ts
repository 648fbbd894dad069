import { Module } from '@nestjs/common';
import { AccountAliasesService } from './account-aliases.service.js';
import { AccountAliasesRepository } from './account-aliases.repository.js';
import { UsersAccountMergeStep } from './users.account-merge.js';
import { UsersRepository } from './users.repository.js';
import { UsersService } from './users.service.js';

/** Accounts. Other modules use UsersService; the entity and the repository stay inside. */
@Module({
  providers: [UsersRepository, AccountAliasesRepository, UsersService, AccountAliasesService, UsersAccountMergeStep],
  exports: [UsersService, AccountAliasesService],
})
export class UsersModule {}
