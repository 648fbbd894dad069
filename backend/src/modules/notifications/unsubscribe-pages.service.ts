import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { escapeHtml } from '../mail/template-render.js';
import { NotificationErrors } from './notifications.errors.js';
import { UnsubscribeService } from './unsubscribe.service.js';

/** A whole HTML page and the status it is sent with. */
export interface HtmlPage {
  status: 200 | 400;
  html: string;
}

function page(status: HtmlPage['status'], title: string, content: string): HtmlPage {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1 style="font-size: 1.5rem">${escapeHtml(title)}</h1>
${content}
</body></html>`;
  return { status, html };
}

const invalidLink = () => page(400, 'Link not valid', `<p>${NotificationErrors.invalidUnsubscribeToken}.</p>`);

/** Sends a page that must never be cached (it answers for one token). */
export function sendHtmlPage(res: Response, result: HtmlPage): void {
  res.setHeader('Cache-Control', 'no-store');
  res.status(result.status).type('html').send(result.html);
}

/** The pages of an e-mail's unsubscribe link: the confirmation, the result, or a refused link. */
@Injectable()
export class UnsubscribePagesService {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  /** The confirmation page (changes nothing, so mail scanners that open links do no harm). */
  confirmation(token: unknown): HtmlPage {
    if (!this.unsubscribe.userOf(token)) return invalidLink();
    const action = `?token=${encodeURIComponent(String(token))}`;
    return page(
      200,
      'Unsubscribe from notification e-mails?',
      `<p>You will get no more notification e-mails. Your notifications stay in the notification centre on the site,
and you can turn e-mails back on in your notification settings.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`,
    );
  }

  /** Stops the e-mails of the user the token names, and says so. */
  async unsubscribed(token: unknown): Promise<HtmlPage> {
    if (!(await this.unsubscribe.stopEmails(token))) return invalidLink();
    return page(200, 'You are unsubscribed', '<p>You will get no more notification e-mails.</p>');
  }
}
