import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import { AnnouncementsService } from './announcements.service.js';
import { AdminAnnouncementDto, AnnouncementDto, CreateAnnouncementDto } from './dto/announcement.dto.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const idPipe = ParseIdPipe.uuid();

@ApiTags('communications')
@Controller()
export class AnnouncementsController {
  constructor(private readonly announcements: AnnouncementsService) {}

  @Get('announcements')
  @ApiOperation({ operationId: 'listActiveAnnouncements', summary: 'Announcements to show the caller, newest first' })
  @ApiOkResponse({ type: [AnnouncementDto] })
  active(@CurrentUser() user: SessionUser): Promise<AnnouncementDto[]> {
    return this.announcements.activeFor(user.id);
  }

  @Post('announcements/:id/dismiss')
  @WriteRateLimit()
  @HttpCode(204)
  @ApiOperation({ operationId: 'dismissAnnouncement', summary: 'Hides an announcement for the caller on every device' })
  @ApiNoContentResponse()
  dismiss(@CurrentUser() user: SessionUser, @Param('id', idPipe) id: string): Promise<void> {
    return this.announcements.dismiss(user.id, id);
  }

  @Get('admin/announcements')
  @Roles(UserRole.Admin)
  @ApiOperation({ operationId: 'listAdminAnnouncements', summary: 'Every announcement, newest first' })
  @ApiOkResponse({ type: [AdminAnnouncementDto] })
  list(): Promise<AdminAnnouncementDto[]> {
    return this.announcements.listForAdmins();
  }

  @Post('admin/announcements')
  @Idempotent()
  @Roles(UserRole.Admin)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'createAnnouncement', summary: 'Publishes an announcement to signed-in users' })
  @ApiCreatedResponse({ type: AdminAnnouncementDto })
  create(@CurrentUser() admin: SessionUser, @Body() body: CreateAnnouncementDto): Promise<AdminAnnouncementDto> {
    return this.announcements.create(admin.id, body);
  }

  @Post('admin/announcements/:id/end')
  @HttpCode(200)
  @Roles(UserRole.Admin)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'endAnnouncement', summary: 'Ends an announcement: nobody sees it any more' })
  @ApiOkResponse({ type: AdminAnnouncementDto })
  end(@CurrentUser() admin: SessionUser, @Param('id', idPipe) id: string): Promise<AdminAnnouncementDto> {
    return this.announcements.end(admin.id, id);
  }
}
