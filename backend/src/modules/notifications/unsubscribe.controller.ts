import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AcceptsBody } from '../../common/http/body-media-type.js';
import { Public } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { escapeHtml } from '../mail/template-render.js';
import { NotificationErrors } from './notifications.errors.js';
import { UnsubscribeService } from './unsubscribe.service.js';

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.5rem">${escapeHtml(title)}</h1>
${content}
</body></html>`;
}

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
  constructor(private readonly unsubscribe: UnsubscribeService) {}

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
    res.setHeader('Cache-Control', 'no-store');
    if (!this.unsubscribe.userOf(token)) {
      res
        .status(400)
        .type('html')
        .send(page('Link not valid', `<p>${NotificationErrors.invalidUnsubscribeToken}.</p>`));
      return;
    }
    const action = `?token=${encodeURIComponent(String(token))}`;
    res
      .status(200)
      .type('html')
      .send(
        page(
          'Unsubscribe from notification e-mails?',
          `<p>You will get no more notification e-mails. Your notifications stay in the notification centre on the site,
and you can turn e-mails back on in your notification settings.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
        ),
      );
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
    res.setHeader('Cache-Control', 'no-store');
    if (!(await this.unsubscribe.stopEmails(token))) {
      res
        .status(400)
        .type('html')
        .send(page('Link not valid', `<p>${NotificationErrors.invalidUnsubscribeToken}.</p>`));
      return;
    }
    res
      .status(200)
      .type('html')
      .send(page('You are unsubscribed', '<p>You will get no more notification e-mails.</p>'));
  }
}
