import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { CurrentUser, RequiresFeature, RestrictableFeature } from '../../common/auth/auth.decorators.js';
import { hasStaffLimits } from '../../common/auth/role-rank.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { PageQuery } from '../../common/pagination/page-query.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { CreateSubmissionDto } from './dto/submission-fields.dto.js';
import { MySubmissionPageDto, PeopleQuery, PersonOptionDto, SubmissionCreatedDto } from './dto/submission.dto.js';
import { SubmissionsService } from './submissions.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

@ApiTags('submissions')
@Controller('submissions')
export class SubmissionsController {
  constructor(private readonly submissions: SubmissionsService) {}

  @Post()
  @Idempotent()
  @WriteRateLimit()
  @RequiresFeature(RestrictableFeature.Contribute)
  @ApiOperation({
    operationId: 'createSubmission',
    summary: 'Submits an entry (person, event, place, meme or group) for review',
    description:
      'Validated with the shared submission rules; each refused field is named in `errors`. The answer lists ' +
      'similar entries and pending submissions (this may already exist). An account may have ' +
      'SUBMISSIONS_MEMBER_MAX_PENDING submissions waiting for review (moderators and admins ' +
      'SUBMISSIONS_STAFF_MAX_PENDING), form and CSV imports together.',
  })
  @ApiCreatedResponse({ type: SubmissionCreatedDto })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description:
      'code PENDING_SUBMISSIONS_LIMIT: the pending cap is reached (the message names it); nothing was stored',
  })
  create(@CurrentUser() user: SessionUser, @Body() body: CreateSubmissionDto): Promise<SubmissionCreatedDto> {
    return this.submissions.create(user.id, body, hasStaffLimits(user.role));
  }

  @Get('people')
  @RequiresFeature(RestrictableFeature.Contribute)
  @ApiOperation({
    operationId: 'listSubmissionPeople',
    summary: 'Approved people of the archive, for the associatedWith and participants pickers',
  })
  @ApiOkResponse({ type: [PersonOptionDto] })
  people(@Query() query: PeopleQuery): Promise<PersonOptionDto[]> {
    return this.submissions.people(query);
  }

  @Get('mine')
  @ApiOperation({
    operationId: 'listMySubmissions',
    summary: "The signed-in user's submissions with status and reason",
  })
  @ApiOkResponse({ type: MySubmissionPageDto })
  mine(@CurrentUser() user: SessionUser, @Query() query: PageQuery): Promise<MySubmissionPageDto> {
    return this.submissions.listMine(user.id, query);
  }
}
