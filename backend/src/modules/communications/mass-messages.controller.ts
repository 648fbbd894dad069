import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import { CommunicationsStatusDto, CreateMassMessageDto, MassMessageDto } from './dto/mass-message.dto.js';
import { MassMessagesService } from './mass-messages.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const idPipe = ParseIdPipe.uuid();

@ApiTags('communications')
@Controller('admin')
@Roles(UserRole.Admin)
export class MassMessagesController {
  constructor(private readonly massMessages: MassMessagesService) {}

  @Get('communications/status')
  @ApiOperation({
    operationId: 'getCommunicationsStatus',
    summary: 'Whether e-mail is on, and whether premium can hold anyone',
  })
  @ApiOkResponse({ type: CommunicationsStatusDto })
  status(): CommunicationsStatusDto {
    return this.massMessages.status();
  }

  @Post('mass-message')
  @Idempotent()
  @WriteRateLimit()
  @ApiOperation({ operationId: 'sendMassMessage', summary: 'Queues a message from the site to a group of users' })
  @ApiCreatedResponse({ type: MassMessageDto })
  send(@CurrentUser() admin: SessionUser, @Body() body: CreateMassMessageDto): Promise<MassMessageDto> {
    return this.massMessages.create(admin.id, body);
  }

  @Get('mass-messages')
  @ApiOperation({ operationId: 'listMassMessages', summary: 'Mass messages, newest first' })
  @ApiOkResponse({ type: [MassMessageDto] })
  list(): Promise<MassMessageDto[]> {
    return this.massMessages.list();
  }

  @Get('mass-messages/:id')
  @ApiOperation({ operationId: 'getMassMessage', summary: 'A mass message and its progress' })
  @ApiOkResponse({ type: MassMessageDto })
  get(@Param('id', idPipe) id: string): Promise<MassMessageDto> {
    return this.massMessages.get(id);
  }

  @Post('mass-messages/:id/cancel')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'cancelMassMessage', summary: 'Stops a mass message before its next batch' })
  @ApiOkResponse({ type: MassMessageDto })
  @ApiConflictResponse({ description: 'It has already finished' })
  cancel(@CurrentUser() admin: SessionUser, @Param('id', idPipe) id: string): Promise<MassMessageDto> {
    return this.massMessages.cancel(admin.id, id);
  }
}
