import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AcceptsBody } from '../../common/http/body-media-type.js';
import { Public } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { sendHtmlPage, UnsubscribePagesService } from './unsubscribe-pages.service.js';

const TOKEN_QUERY = { name: 'token', required: true, description: 'The signed token of the e-mail’s link' };

/**
 * One-click unsubscribe from notification e-mails, without signing in: the signed token in the link
 * names the user. GET shows a confirmation page (mail scanners that open links change nothing); POST
 * (the page's button, or the mail client's List-Unsubscribe-Post one-click request) sets the user's
 * notification frequency to "never".
 */
@ApiTags('notifications')
@Controller('notifications/unsubscribe')
@Public()
export class UnsubscribeController {
  constructor(private readonly pages: UnsubscribePagesService) {}

  @Get()
  @ApiOperation({
    operationId: 'showUnsubscribePage',
    summary: 'The confirmation page of an e-mail’s unsubscribe link',
  })
  @ApiQuery(TOKEN_QUERY)
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'An HTML page with the Unsubscribe button', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'Forged or expired token (an HTML page)', schema: { type: 'string' } })
  show(@Query('token') token: unknown, @Res() res: Response): void {
    sendHtmlPage(res, this.pages.confirmation(token));
  }

  @Post()
  @HttpCode(200)
  @WriteRateLimit()
  // Mail clients send the one-click request form-encoded (List-Unsubscribe=One-Click), as does the page's button.
  @AcceptsBody('application/x-www-form-urlencoded')
  @ApiOperation({
    operationId: 'unsubscribeFromEmails',
    summary: 'Stops notification e-mails for the user the token names (one-click, RFC 8058)',
  })
  @ApiQuery(TOKEN_QUERY)
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'An HTML page confirming it', schema: { type: 'string' } })
  @ApiBadRequestResponse({ description: 'Forged or expired token (an HTML page)', schema: { type: 'string' } })
  async confirm(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    sendHtmlPage(res, await this.pages.unsubscribed(token));
  }
}
