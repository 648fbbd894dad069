import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { UserRole } from '../users/user-role.js';
import {
  EmailPreviewDto,
  EmailTemplateContentDto,
  EmailTemplateDto,
  UpdateEmailTemplateDto,
} from './dto/email-template.dto.js';
import { EmailTemplatesService } from './email-templates.service.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const idPipe = ParseIdPipe.uuid();

@ApiTags('communications')
@Controller('admin')
@Roles(UserRole.Admin)
export class EmailTemplatesController {
  constructor(private readonly templates: EmailTemplatesService) {}

  @Get('email-templates')
  @ApiOperation({ operationId: 'listEmailTemplates', summary: 'The e-mail templates' })
  @ApiOkResponse({ type: [EmailTemplateDto] })
  list(): Promise<EmailTemplateDto[]> {
    return this.templates.list();
  }

  @Put('email-templates/:id')
  @WriteRateLimit()
  @ApiOperation({ operationId: 'updateEmailTemplate', summary: 'Saves a template (the body is cleaned HTML)' })
  @ApiOkResponse({ type: EmailTemplateDto })
  update(
    @CurrentUser() admin: SessionUser,
    @Param('id', idPipe) id: string,
    @Body() body: UpdateEmailTemplateDto,
  ): Promise<EmailTemplateDto> {
    return this.templates.update(admin.id, id, body);
  }

  @Post('email-templates/:id/preview')
  @WriteRateLimit()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'previewEmailTemplate',
    summary: 'Renders an unsaved subject and body with example values',
  })
  @ApiOkResponse({ type: EmailPreviewDto })
  preview(@Param('id', idPipe) id: string, @Body() body: EmailTemplateContentDto): Promise<EmailPreviewDto> {
    return this.templates.preview(id, body);
  }
}
