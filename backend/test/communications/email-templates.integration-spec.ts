import request from 'supertest';
import { AuditLogEntry } from '../../src/modules/audit/entities/audit-log-entry.entity.js';
import { EmailTemplatesService } from '../../src/modules/mail/email-templates.service.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import { createUser } from '../factories/user.factory.js';
import { browserRequest, sessionCookieFor } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

describe('E-mail templates', () => {
  let t: TestApp;
  let adminCookie: string;
  let userCookie: string;
  let moderatorCookie: string;

  const send = (method: 'put' | 'post', path: string, cookie: string | undefined, body: object) => {
    return browserRequest(t.http, method, path, cookie).send(body);
  };
  const list = async () =>
    (await request(t.http).get('/api/admin/email-templates').set('Cookie', adminCookie).expect(200)).body;

  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await resetDatabase(t.dataSource);
    await t.app.get(EmailTemplatesService).ensureDefaults();
    adminCookie = await sessionCookieFor(t.dataSource, (await createUser(t.dataSource, { role: UserRole.Admin })).id);
    userCookie = await sessionCookieFor(t.dataSource, (await createUser(t.dataSource)).id);
    moderatorCookie = await sessionCookieFor(
      t.dataSource,
      (await createUser(t.dataSource, { role: UserRole.Moderator })).id,
    );
  });
  afterAll(() => t.close());

  it('stores the default templates of the mass message and the notification e-mails', async () => {
    const templates = await list();
    expect(templates.map((x: { name: string; type: string }) => [x.name, x.type])).toEqual([
      ['mass-message', 'mass-message'],
      ['message-notification', 'notification'],
      ['notification', 'notification'],
      ['notification-digest', 'notification'],
      ['support-reply', 'notification'],
      ['support-request-received', 'notification'],
    ]);
    expect(templates[0].variables).toEqual(expect.arrayContaining(['username', 'subject', 'content']));
    await t.app.get(EmailTemplatesService).ensureDefaults();
    expect(await list()).toHaveLength(6);
  });

  it('refuses anonymous, users and moderators', async () => {
    const [template] = await list();
    const body = { subject: 'S', body: '<p>B</p>' };
    for (const [cookie, status] of [
      [undefined, 401],
      [userCookie, 403],
      [moderatorCookie, 403],
    ] as const) {
      await browserRequest(t.http, 'get', '/api/admin/email-templates', cookie).expect(status);
      await send('put', `/api/admin/email-templates/${template.id}`, cookie, body).expect(status);
      await send('post', `/api/admin/email-templates/${template.id}/preview`, cookie, body).expect(status);
    }
  });

  it('saves an edit with its HTML cleaned, audited; refuses unknown variables and empty fields', async () => {
    const [template] = await list();
    const saved = await send('put', `/api/admin/email-templates/${template.id}`, adminCookie, {
      subject: 'News: {{subject}}',
      body: '<p onclick="x()">Hi {{username}}</p><script>alert(1)</script><a href="javascript:x()">l</a>',
      description: 'Edited',
    }).expect(200);
    expect(saved.body).toMatchObject({ subject: 'News: {{subject}}', description: 'Edited' });
    expect(saved.body.body).toBe('<p>Hi {{username}}</p><a>l</a>');
    expect((await list())[0].body).toBe('<p>Hi {{username}}</p><a>l</a>');
    const audit = await t.dataSource.getRepository(AuditLogEntry).findBy({ action: 'email-template.updated' });
    expect(audit).toHaveLength(1);

    const unknown = await send('put', `/api/admin/email-templates/${template.id}`, adminCookie, {
      subject: '{{password}}',
      body: '<p>{{secret}}</p>',
    }).expect(400);
    expect(unknown.body.errors).toEqual([
      { field: 'subject', reason: 'Unknown variable {{password}}' },
      { field: 'body', reason: 'Unknown variable {{secret}}' },
    ]);
    await send('put', `/api/admin/email-templates/${template.id}`, adminCookie, { subject: '', body: '' }).expect(400);
    await send('put', '/api/admin/email-templates/00000000-0000-4000-8000-0000000000ff', adminCookie, {
      subject: 'a',
      body: 'b',
    }).expect(404);
  });

  it('previews unsaved text with example values, escaped in the HTML', async () => {
    const [template] = await list();
    const preview = await send('post', `/api/admin/email-templates/${template.id}/preview`, adminCookie, {
      subject: 'Hi {{username}}',
      body: '<p>{{content}}</p>',
    }).expect(200);
    expect(preview.body.subject).toBe('Hi alice');
    expect(preview.body.html).toBe(
      '<p>The site will be read-only for an hour on Sunday from 02:00 UTC.\nThank you for your patience!</p>',
    );
    expect(preview.body.unknownVariables).toEqual([]);
    expect((await list())[0].subject).toBe('{{subject}}');
  });

  it('names in the preview the variables the site never fills, which render empty and Save refuses', async () => {
    const [template] = await list();
    const preview = await send('post', `/api/admin/email-templates/${template.id}/preview`, adminCookie, {
      subject: 'Hi {{username}} {{nickname}}',
      body: '<p>{{content}} {{ secret }} {{nickname}}</p>',
    }).expect(200);
    expect(preview.body.subject).toBe('Hi alice');
    expect(preview.body.unknownVariables).toEqual(['nickname', 'secret']);
  });
});
