import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import {
  AdminSubmissionDto,
  AdminSubmissionPageDto,
  BatchDecisionResultDto,
  ListAdminSubmissionsQuery,
  RejectSubmissionDto,
} from './dto/submission.dto.js';
import { SubmissionReviewService } from './submission-review.service.js';
import { SubmissionErrors } from './submissions.errors.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const submissionIdPipe = ParseIdPipe.uuid(SubmissionErrors.notFound);
const batchIdPipe = ParseIdPipe.uuid('Not Found');

/** The review inbox: admins only (moderators do not review submissions). */
@ApiTags('admin')
@Controller('admin/submissions')
@Roles(UserRole.Admin)
export class AdminSubmissionsController {
  constructor(private readonly review: SubmissionReviewService) {}

  @Get()
  @ApiOperation({
    operationId: 'listAdminSubmissions',
    summary: 'Submissions, newest first, by status, type and batch',
  })
  @ApiOkResponse({ type: AdminSubmissionPageDto })
  list(@Query() query: ListAdminSubmissionsQuery): Promise<AdminSubmissionPageDto> {
    return this.review.list(query);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getAdminSubmission',
    summary: 'One submission with every field and its possible duplicates',
  })
  @ApiOkResponse({ type: AdminSubmissionDto })
  findOne(@Param('id', submissionIdPipe) id: string): Promise<AdminSubmissionDto> {
    return this.review.findOne(id);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'approveSubmission',
    summary: 'Approves a pending submission: creates its archive entry and awards the submitter points',
  })
  @ApiOkResponse({ type: AdminSubmissionDto })
  @ApiConflictResponse({ description: SubmissionErrors.alreadyDecided })
  approve(@Param('id', submissionIdPipe) id: string, @CurrentUser() admin: SessionUser): Promise<AdminSubmissionDto> {
    return this.review.approve(id, admin);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'rejectSubmission',
    summary: 'Rejects a pending submission with a reason for the submitter',
  })
  @ApiOkResponse({ type: AdminSubmissionDto })
  @ApiConflictResponse({ description: SubmissionErrors.alreadyDecided })
  reject(
    @Param('id', submissionIdPipe) id: string,
    @CurrentUser() admin: SessionUser,
    @Body() body: RejectSubmissionDto,
  ): Promise<AdminSubmissionDto> {
    return this.review.reject(id, admin, body.reason);
  }

  @Post('batches/:batchId/approve')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'approveSubmissionBatch', summary: 'Approves every pending submission of a CSV batch' })
  @ApiOkResponse({ type: BatchDecisionResultDto })
  @ApiConflictResponse({ description: SubmissionErrors.batchHasNoPending })
  approveBatch(
    @Param('batchId', batchIdPipe) batchId: string,
    @CurrentUser() admin: SessionUser,
  ): Promise<BatchDecisionResultDto> {
    return this.review.approveBatch(batchId, admin);
  }

  @Post('batches/:batchId/reject')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'rejectSubmissionBatch', summary: 'Rejects every pending submission of a CSV batch' })
  @ApiOkResponse({ type: BatchDecisionResultDto })
  @ApiConflictResponse({ description: SubmissionErrors.batchHasNoPending })
  rejectBatch(
    @Param('batchId', batchIdPipe) batchId: string,
    @CurrentUser() admin: SessionUser,
    @Body() body: RejectSubmissionDto,
  ): Promise<BatchDecisionResultDto> {
    return this.review.rejectBatch(batchId, admin, body.reason);
  }
}
