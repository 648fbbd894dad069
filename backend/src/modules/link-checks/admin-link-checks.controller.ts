import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import { DeadLinkPageDto, LinkCheckRequestedDto, ListDeadLinksQuery } from './dto/dead-link.dto.js';
import { LinkChecksService } from './link-checks.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

@ApiTags('admin')
@Controller('admin/dead-links')
@Roles(UserRole.Admin)
export class AdminLinkChecksController {
  constructor(private readonly linkChecks: LinkChecksService) {}

  @Get()
  @ApiOperation({
    operationId: 'listDeadLinks',
    summary: 'References whose cited address the last check found dead (404, 410, 5xx or no answer)',
  })
  @ApiOkResponse({ type: DeadLinkPageDto })
  list(@Query() query: ListDeadLinksQuery): Promise<DeadLinkPageDto> {
    return this.linkChecks.listDead(query);
  }

  @Post('check')
  @Idempotent()
  @HttpCode(202)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'checkCitedLinks',
    summary: 'Checks every cited address now, in the worker (the same job runs weekly); audited',
  })
  @ApiAcceptedResponse({ type: LinkCheckRequestedDto })
  check(@CurrentUser() admin: SessionUser): Promise<LinkCheckRequestedDto> {
    return this.linkChecks.requestCheck(admin);
  }
}
