import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import {
  AdminFlairApplicationDto,
  ListFlairApplicationsQuery,
  ReviewFlairApplicationDto,
} from './dto/flair-application.dto.js';
import { AdminFlairDto, FlairOwnerDto } from './dto/flair.dto.js';
import { CreateFlairDto, UpdateFlairDto } from './dto/flair-write.dto.js';
import { FlairApplicationsService } from './flair-applications.service.js';
import { FlairErrors } from './flairs.errors.js';
import { FlairsAdminService } from './flairs-admin.service.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

const flairId = new ParseIdPipe(FlairErrors.notFound);
const applicationId = new ParseIdPipe(FlairErrors.applicationNotFound);

/** The Flair Management tab of store management. Every write is audited. */
@ApiTags('flairs')
@Controller('admin')
@Roles(UserRole.Admin)
export class FlairsAdminController {
  constructor(
    private readonly admin: FlairsAdminService,
    private readonly applications: FlairApplicationsService,
  ) {}

  @Get('store/flairs')
  @ApiOperation({ operationId: 'listAdminFlairs', summary: 'Every flair, retired ones too, with owner counts' })
  @ApiOkResponse({ type: [AdminFlairDto] })
  list(): Promise<AdminFlairDto[]> {
    return this.admin.list();
  }

  @Post('store/flairs')
  @WriteRateLimit()
  @Idempotent()
  @ApiOperation({ operationId: 'createFlair', summary: 'Adds a flair to the catalogue' })
  @ApiCreatedResponse({ type: AdminFlairDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The name is taken' })
  create(@CurrentUser() user: SessionUser, @Body() body: CreateFlairDto): Promise<AdminFlairDto> {
    return this.admin.create(user.id, body);
  }

  @Patch('store/flairs/:id')
  @WriteRateLimit()
  @ApiOperation({ operationId: 'updateFlair', summary: 'Edits a flair, or retires (and restores) it' })
  @ApiOkResponse({ type: AdminFlairDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The name is taken' })
  update(
    @CurrentUser() user: SessionUser,
    @Param('id', flairId) id: number,
    @Body() body: UpdateFlairDto,
  ): Promise<AdminFlairDto> {
    return this.admin.update(user.id, id, body);
  }

  @Get('store/flairs/:id/owners')
  @ApiOperation({ operationId: 'listFlairOwners', summary: 'Who owns a flair, newest first' })
  @ApiOkResponse({ type: [FlairOwnerDto] })
  owners(@Param('id', flairId) id: number): Promise<FlairOwnerDto[]> {
    return this.admin.owners(id);
  }

  @Get('flair-applications')
  @ApiOperation({ operationId: 'listFlairApplications', summary: 'Flair applications (pending: oldest first)' })
  @ApiOkResponse({ type: [AdminFlairApplicationDto] })
  applicationsList(@Query() query: ListFlairApplicationsQuery): Promise<AdminFlairApplicationDto[]> {
    return this.applications.list(query);
  }

  @Post('flair-applications/:id/approve')
  @WriteRateLimit()
  @HttpCode(200)
  @ApiOperation({ operationId: 'approveFlairApplication', summary: 'Approves an application: the flair is granted' })
  @ApiOkResponse({ type: AdminFlairApplicationDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already reviewed' })
  approve(
    @CurrentUser() user: SessionUser,
    @Param('id', applicationId) id: number,
    @Body() body: ReviewFlairApplicationDto,
  ): Promise<AdminFlairApplicationDto> {
    return this.applications.approve(user.id, id, body);
  }

  @Post('flair-applications/:id/deny')
  @WriteRateLimit()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'denyFlairApplication',
    summary: 'Denies an application: no new application for that flair for one month',
  })
  @ApiOkResponse({ type: AdminFlairApplicationDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Already reviewed' })
  deny(
    @CurrentUser() user: SessionUser,
    @Param('id', applicationId) id: number,
    @Body() body: ReviewFlairApplicationDto,
  ): Promise<AdminFlairApplicationDto> {
    return this.applications.deny(user.id, id, body);
  }
}
