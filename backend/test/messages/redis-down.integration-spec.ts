import { Logger } from '@nestjs/common';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DirectMessage } from '../../src/modules/messages/entities/direct-message.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { useTestApp } from '../utils/test-app.js';

describe('Direct messages while Redis is unreachable', () => {
  const t = useTestApp({ redisUnreachable: true });
  let alice: User;
  let bob: User;
  let aliceCookie: string;
  let warn: jest.SpyInstance;

  beforeEach(async () => {
    alice = await createUser(t.dataSource);
    bob = await createUser(t.dataSource);
    aliceCookie = await sessionCookieFor(t.dataSource, alice.id);
    warn = jest.spyOn(Logger.prototype, 'warn');
  });
  afterEach(() => warn.mockRestore());

  it('still sends: the message is stored and the failed publish is logged', async () => {
    const response = await request(t.http)
      .post('/api/messages')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', aliceCookie)
      .send({ receiverId: bob.id, content: 'Redis is down, but this arrives' })
      .expect(201);

    const stored = await t.dataSource.getRepository(DirectMessage).findOneByOrFail({ id: String(response.body.id) });
    expect(stored.content).toBe('Redis is down, but this arrives');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Could not publish a 'message' message event: /));
  });

  it('still marks a conversation as read', async () => {
    await request(t.http)
      .post('/api/messages')
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', aliceCookie)
      .send({ receiverId: bob.id, content: 'hello' })
      .expect(201);
    const bobCookie = await sessionCookieFor(t.dataSource, bob.id);

    await request(t.http)
      .post(`/api/messages/with/${alice.id}/read`)
      .set('Origin', SITE_ORIGIN)
      .set('Cookie', bobCookie)
      .expect(200, { updated: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Could not publish a 'read' message event: /));
  });

  it('ends a stream it cannot feed, so the browser retries later', async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.http.address() as AddressInfo;

    const body = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      get(
        `http://127.0.0.1:${port}/api/messages/stream`,
        { headers: { Accept: 'text/event-stream', Cookie: aliceCookie } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      ).on('error', reject);
    });

    expect(body.status).toBe(200);
    expect(body.text).toBe('retry: 5000\n\n');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Message stream unavailable: /));
  });
});
