import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import {
  AddSupportNoteDto,
  SupportAdminDto,
  SupportInboxQuery,
  SupportReplyInputDto,
  SupportRequestDetailDto,
  SupportRequestSummaryDto,
  UpdateSupportRequestDto,
} from './dto/support-inbox.dto.js';
import { SupportInboxService } from './support-inbox.service.js';
import { SupportErrors } from './support.errors.js';

const idPipe = ParseIdPipe.uuid(SupportErrors.requestNotFound);

@ApiTags('support')
@Controller('admin/support')
@Roles(UserRole.Admin)
export class SupportInboxController {
  constructor(private readonly inbox: SupportInboxService) {}

  @Get('requests')
  @ApiOperation({
    operationId: 'listSupportRequests',
    summary: 'The support inbox: open requests by due date first, then answered and closed ones, newest first',
  })
  @ApiOkResponse({ type: [SupportRequestSummaryDto] })
  list(@Query() query: SupportInboxQuery): Promise<SupportRequestSummaryDto[]> {
    return this.inbox.list(query);
  }

  @Get('admins')
  @ApiOperation({ operationId: 'listSupportAssignees', summary: 'The admins a request can be assigned to' })
  @ApiOkResponse({ type: [SupportAdminDto] })
  admins(): Promise<SupportAdminDto[]> {
    return this.inbox.admins();
  }

  @Get('requests/:id')
  @ApiOperation({ operationId: 'getSupportRequest', summary: 'One request with its internal notes and replies' })
  @ApiOkResponse({ type: SupportRequestDetailDto })
  detail(@Param('id', idPipe) id: string): Promise<SupportRequestDetailDto> {
    return this.inbox.detail(id);
  }

  @Patch('requests/:id')
  @WriteRateLimit()
  @ApiOperation({ operationId: 'updateSupportRequest', summary: 'Changes the status or the assignee of a request' })
  @ApiOkResponse({ type: SupportRequestDetailDto })
  update(
    @CurrentUser() admin: SessionUser,
    @Param('id', idPipe) id: string,
    @Body() body: UpdateSupportRequestDto,
  ): Promise<SupportRequestDetailDto> {
    return this.inbox.update(admin.id, id, body);
  }

  @Post('requests/:id/notes')
  @WriteRateLimit()
  @ApiOperation({ operationId: 'addSupportNote', summary: 'Adds an internal note (admins only, never sent)' })
  @ApiCreatedResponse({ type: SupportRequestDetailDto })
  addNote(
    @CurrentUser() admin: SessionUser,
    @Param('id', idPipe) id: string,
    @Body() body: AddSupportNoteDto,
  ): Promise<SupportRequestDetailDto> {
    return this.inbox.addNote(admin.id, id, body.body);
  }

  @Post('requests/:id/replies')
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'replyToSupportRequest',
    summary: 'Replies to the requester by e-mail (and a notification for a member); marks the request answered',
    description:
      'The first reply to a takedown or correction request records its outcome (`deleted`, `edited` or `dismissed`) with a reason category and a note: the note goes to the audit log, the category to the public moderation log.',
  })
  @ApiCreatedResponse({ type: SupportRequestDetailDto })
  reply(
    @CurrentUser() admin: SessionUser,
    @Param('id', idPipe) id: string,
    @Body() body: SupportReplyInputDto,
  ): Promise<SupportRequestDetailDto> {
    return this.inbox.reply(admin.id, id, body);
  }

  @Delete('requests/:id')
  @HttpCode(204)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'eraseSupportRequest',
    summary: 'Erases a request with its notes and replies (e.g. when its sender asks)',
  })
  @ApiNoContentResponse({ description: 'Erased' })
  async erase(@CurrentUser() admin: SessionUser, @Param('id', idPipe) id: string): Promise<void> {
    await this.inbox.erase(admin.id, id);
  }
}
