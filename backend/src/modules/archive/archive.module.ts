import { Module } from '@nestjs/common';
import { ArchiveAccountMergeStep } from './archive.account-merge.js';
import { ArchiveController } from './archive.controller.js';
import { ArchiveEditorService } from './archive-editor.service.js';
import { ArchiveRepository } from './archive.repository.js';
import { ArchiveService } from './archive.service.js';

/** The archive of approved entries. Other modules use ArchiveService (createFromSubmission, searchPeople, findSimilar). */
@Module({
  controllers: [ArchiveController],
  providers: [ArchiveRepository, ArchiveService, ArchiveEditorService, ArchiveAccountMergeStep],
  exports: [ArchiveService],
})
export class ArchiveModule {}
