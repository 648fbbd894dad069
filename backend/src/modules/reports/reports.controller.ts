import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { MODERATION_SUBJECT_KINDS, type ModerationSubjectKind } from '@irl/shared';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { PageQuery } from '../../common/pagination/page-query.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { ReportRateLimit, WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { UserRecord } from '../users/user-record.js';
import { UserRole } from '../users/user-role.js';
import { ActOnReportsDto, ReportActionResultDto } from './dto/act-on-reports.dto.js';
import { CreateReportDto, SUBJECT_ID_PATTERN } from './dto/create-report.dto.js';
import { ReportDto } from './dto/report.dto.js';
import { ReportedItemPageDto } from './dto/reported-item.dto.js';
import { ReportActionsService } from './report-actions.service.js';
import { ReportErrors } from './reports.errors.js';
import { ReportsService } from './reports.service.js';

/** A kind in the path: anything else names no reported item. */
const subjectKindPipe = new ParseIdPipe(
  ReportErrors.noOpenReports,
  new RegExp(`^(${MODERATION_SUBJECT_KINDS.join('|')})$`),
);
const subjectIdPipe = new ParseIdPipe(ReportErrors.noOpenReports, SUBJECT_ID_PATTERN);

@ApiTags('reports')
@Controller()
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly actions: ReportActionsService,
  ) {}

  @Post('reports')
  @Idempotent()
  @ReportRateLimit()
  @ApiOperation({
    operationId: 'createReport',
    summary: 'Reports an article, a comment, a direct message, an archive entry or a profile to the moderators',
    description:
      'A member reports an item once and never their own. A direct message can be reported only by its receiver. ' +
      'Reports on a comment from three different members hold it (only its author and moderators see it) until a ' +
      'moderator reviews it. The author is never told who reported.',
  })
  @ApiCreatedResponse({ type: ReportDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: `${ReportErrors.ownContent} Or a field error.` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ReportErrors.subjectNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ReportErrors.alreadyReported })
  create(@Body() body: CreateReportDto, @CurrentUser() reporter: SessionUser): Promise<ReportDto> {
    return this.reports.create(reporter, body);
  }

  @Get('moderation/reports')
  @Roles(UserRole.Moderator)
  @ApiOperation({
    operationId: 'listReportedItems',
    summary: 'Items with open reports, newest report first, with counts per reason and the reporters’ words',
  })
  @ApiOkResponse({ type: ReportedItemPageDto })
  list(@Query() query: PageQuery, @CurrentUser() viewer: SessionUser): Promise<ReportedItemPageDto> {
    return this.reports.inbox(query, viewer);
  }

  @Post('moderation/reports/:subjectKind/:subjectId/actions')
  @HttpCode(200)
  @Roles(UserRole.Moderator)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'actOnReports',
    summary: 'Hides, deletes, dismisses or warns about a reported item, resolving all its open reports',
    description:
      'Each reporter is told the outcome (never who decided); a warning tells the author the reason category. ' +
      'The note goes to the audit log, the reason category to the public moderation log. Comments can be hidden ' +
      'or deleted, messages deleted, articles deleted by an admin; archive entries and profiles can be dismissed ' +
      'or their author warned.',
  })
  @ApiParam({ name: 'subjectKind', enum: MODERATION_SUBJECT_KINDS })
  @ApiParam({ name: 'subjectId', description: "The item's id", example: '42' })
  @ApiOkResponse({ type: ReportActionResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: ReportErrors.actionNotAllowed })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ReportErrors.noOpenReports })
  act(
    @Param('subjectKind', subjectKindPipe) subjectKind: ModerationSubjectKind,
    @Param('subjectId', subjectIdPipe) subjectId: string,
    @Body() body: ActOnReportsDto,
    @CurrentUser() moderator: UserRecord,
  ): Promise<ReportActionResultDto> {
    return this.actions.act(subjectKind, subjectId, body, moderator);
  }
}
