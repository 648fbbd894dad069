import { Body, Controller, Delete, Get, HttpCode, Param, ParseEnumPipe, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { UserRecord } from '../users/user-record.js';
import { AuthPlatform } from './auth-platform.js';
import { ConnectionsService } from './connections.service.js';
import { ConnectionDto, PlatformBodyDto } from './dto/connection.dto.js';

@ApiTags('connections')
@Controller('oauth')
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @Get('connections')
  @ApiOperation({
    operationId: 'listConnections',
    summary: 'The three sign-in providers and whether each is connected',
  })
  @ApiOkResponse({ type: [ConnectionDto] })
  list(@CurrentUser() user: UserRecord): Promise<ConnectionDto[]> {
    return this.connections.list(user);
  }

  @Delete('connections/:platform')
  @WriteRateLimit()
  @ApiOperation({ operationId: 'disconnectConnection', summary: 'Disconnects a provider (never the last one)' })
  @ApiParam({ name: 'platform', enum: AuthPlatform, enumName: 'AuthPlatform' })
  @ApiOkResponse({ type: [ConnectionDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'It is the only connected provider: one must stay' })
  disconnect(
    @CurrentUser() user: UserRecord,
    @Param('platform', new ParseEnumPipe(AuthPlatform, { errorHttpStatusCode: 404 })) platform: AuthPlatform,
  ): Promise<ConnectionDto[]> {
    return this.connections.disconnect(user, platform);
  }

  @Post('make-primary')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'makePrimaryConnection',
    summary: 'Makes a connected provider the primary sign-in method',
  })
  @ApiOkResponse({ type: [ConnectionDto] })
  makePrimary(@CurrentUser() user: UserRecord, @Body() body: PlatformBodyDto): Promise<ConnectionDto[]> {
    return this.connections.makePrimary(user, body.platform);
  }
}
