import { Module } from '@nestjs/common';
import { DraftsAccountMergeStep } from './drafts.account-merge.js';
import { DraftsArticleSavedListener } from './drafts.article-saved.js';
import { DraftsController } from './drafts.controller.js';
import { DraftsRepository } from './drafts.repository.js';
import { DraftsService } from './drafts.service.js';

/** The editor's autosaved drafts (table article_drafts), one per user and form. */
@Module({
  controllers: [DraftsController],
  providers: [DraftsRepository, DraftsService, DraftsAccountMergeStep, DraftsArticleSavedListener],
})
export class DraftsModule {}
