import request from 'supertest';
import { SiteSettingsService } from '../../src/modules/site-settings/site-settings.service.js';
import { ROOT_USER_ID } from '../../src/modules/users/root-user.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

const NOTIFICATION_DEFAULTS = {
  accountChanges: true,
  messages: true,
  articles: true,
  digest: false,
  marketing: false,
  frequency: 'instant',
};

describe('Per-user settings (GET/PATCH /api/settings)', () => {
  const t = useTestApp();
  let cookie: string;
  let adminCookie: string;

  beforeEach(async () => {
    await t.app.get(SiteSettingsService).refresh();
    cookie = await sessionCookieFor(t.dataSource, (await createUser(t.dataSource)).id);
    adminCookie = await sessionCookieFor(t.dataSource, ROOT_USER_ID);
  });

  const getSettings = (as?: string) => {
    const call = request(t.http).get('/api/settings');
    return as ? call.set('Cookie', as) : call;
  };
  const patch = (as: string | undefined, body: unknown) => {
    const call = request(t.http).patch('/api/settings').set('Origin', SITE_ORIGIN);
    return (as ? call.set('Cookie', as) : call).send(body as object);
  };
  const saveSystemSettings = (changes: Record<string, unknown>) =>
    request(t.http)
      .post('/api/admin/system-settings')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', adminCookie)
      .send({
        siteTitle: 'Site',
        siteDescription: '',
        darkModeDefault: false,
        allowThemeSwitching: true,
        customCSS: '',
        ...changes,
      })
      .expect((response) => expect(response.status).toBeLessThan(300));

  it('refuses callers who are not signed in', async () => {
    await getSettings().expect(401);
    await patch(undefined, { theme: 'dark' }).expect(401);
  });

  it('starts from the defaults: the system theme and the notification defaults', async () => {
    const response = await getSettings(cookie).expect(200);
    expect(response.body).toEqual({
      theme: 'system',
      themeChosen: false,
      allowThemeSwitching: true,
      notifications: NOTIFICATION_DEFAULTS,
    });
  });

  it('saves the theme, and reads back the notification choices saved through their own endpoint', async () => {
    const saved = await patch(cookie, { theme: 'dark' }).expect(200);
    expect(saved.body).toMatchObject({ theme: 'dark', themeChosen: true });
    await request(t.http)
      .put('/api/settings/notifications')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', cookie)
      .send({ ...NOTIFICATION_DEFAULTS, digest: true, frequency: 'weekly' })
      .expect(200);
    const read = await getSettings(cookie).expect(200);
    expect(read.body).toEqual({
      theme: 'dark',
      themeChosen: true,
      allowThemeSwitching: true,
      notifications: { ...NOTIFICATION_DEFAULTS, digest: true, frequency: 'weekly' },
    });
    await patch(cookie, { theme: 'light' }).expect(200);
    expect((await getSettings(cookie).expect(200)).body.theme).toBe('light');
  });

  it('refuses a theme that is not light, dark or system, and unknown fields, with the field named', async () => {
    for (const body of [{ theme: 'blue' }, { theme: 3 }, {}, { theme: 'dark', notifications: {} }]) {
      const response = await patch(cookie, body).expect(400);
      expect(JSON.stringify(response.body)).toMatch(/theme|notifications/);
    }
    expect((await getSettings(cookie).expect(200)).body.themeChosen).toBe(false);
  });

  it("gives users who never chose the admins' dark default", async () => {
    await saveSystemSettings({ darkModeDefault: true });
    expect((await getSettings(cookie).expect(200)).body).toMatchObject({ theme: 'dark', themeChosen: false });
    await patch(cookie, { theme: 'light' }).expect(200);
    expect((await getSettings(cookie).expect(200)).body.theme).toBe('light');
  });

  it('refuses to save a theme when theme switching is off, and gives everyone the default', async () => {
    await patch(cookie, { theme: 'light' }).expect(200);
    await saveSystemSettings({ allowThemeSwitching: false, darkModeDefault: true });
    const refused = await patch(cookie, { theme: 'dark' }).expect(403);
    expect(refused.body.message).toMatch(/Theme switching is turned off/);
    expect((await getSettings(cookie).expect(200)).body).toMatchObject({
      theme: 'dark',
      themeChosen: false,
      allowThemeSwitching: false,
    });
  });
});
