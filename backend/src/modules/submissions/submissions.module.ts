import { Module } from '@nestjs/common';
import { ArchiveModule } from '../archive/archive.module.js';
import { MessagesModule } from '../messages/messages.module.js';
import { PointsModule } from '../points/points.module.js';
import { AdminSubmissionsController } from './admin-submissions.controller.js';
import { SubmissionDuplicatesService } from './submission-duplicates.service.js';
import { SubmissionNotifier } from './submission-notifier.js';
import { SubmissionReviewService } from './submission-review.service.js';
import { SubmissionsAccountMergeStep } from './submissions.account-merge.js';
import { SubmissionsController } from './submissions.controller.js';
import { SubmissionsService } from './submissions.service.js';
import { SubmissionsStoreModule } from './submissions-store.module.js';

/**
 * Contributed encyclopedia entries: the form, the review inbox and the decisions on them. The CSV
 * import writes through SubmissionsStoreModule's ImportedSubmissionsWriter.
 */
@Module({
  imports: [SubmissionsStoreModule, ArchiveModule, PointsModule, MessagesModule],
  controllers: [SubmissionsController, AdminSubmissionsController],
  providers: [
    SubmissionsService,
    SubmissionReviewService,
    SubmissionDuplicatesService,
    SubmissionNotifier,
    SubmissionsAccountMergeStep,
  ],
})
export class SubmissionsModule {}
