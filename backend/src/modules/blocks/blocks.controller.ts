import { Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { PageQuery } from '../../common/pagination/page-query.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserErrors } from '../users/users.errors.js';
import { BlockErrors } from './blocks.errors.js';
import { BlocksService } from './blocks.service.js';
import { BlockStatusDto } from './dto/block-status.dto.js';
import { BlockedUserPageDto } from './dto/blocked-user-page.dto.js';

/** A user id in the path: anything that is not a uuid is simply a user that does not exist. */
const userIdPipe = ParseIdPipe.uuid(UserErrors.notFound);

@ApiTags('blocks')
@Controller('blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Get()
  @ApiOperation({ operationId: 'listBlockedUsers', summary: 'The people you block, most recently blocked first' })
  @ApiOkResponse({ type: BlockedUserPageDto })
  list(@Query() query: PageQuery, @CurrentUser() viewer: SessionUser): Promise<BlockedUserPageDto> {
    return this.blocks.list(viewer.id, query);
  }

  @Get(':userId')
  @ApiOperation({ operationId: 'getBlockStatus', summary: 'Whether you block a user' })
  @ApiOkResponse({ type: BlockStatusDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BlockErrors.selfBlock })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: UserErrors.notFound })
  status(@Param('userId', userIdPipe) userId: string, @CurrentUser() viewer: SessionUser): Promise<BlockStatusDto> {
    return this.blocks.status(viewer.id, userId);
  }

  @Put(':userId')
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'blockUser',
    summary: 'Blocks a user (blocking twice changes nothing)',
    description:
      'The blocked person is not told. They can no longer send you a direct message or follow you, ' +
      'follows between you both end, and their comments come back flagged for you.',
  })
  @ApiOkResponse({ type: BlockStatusDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BlockErrors.selfBlock })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: UserErrors.notFound })
  block(@Param('userId', userIdPipe) userId: string, @CurrentUser() viewer: SessionUser): Promise<BlockStatusDto> {
    return this.blocks.block(viewer.id, userId);
  }

  @Delete(':userId')
  @WriteRateLimit()
  @ApiOperation({ operationId: 'unblockUser', summary: 'Unblocks a user (succeeds if you did not block them)' })
  @ApiOkResponse({ type: BlockStatusDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: BlockErrors.selfBlock })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: UserErrors.notFound })
  unblock(@Param('userId', userIdPipe) userId: string, @CurrentUser() viewer: SessionUser): Promise<BlockStatusDto> {
    return this.blocks.unblock(viewer.id, userId);
  }
}
