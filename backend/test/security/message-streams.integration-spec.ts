import { banBody } from '../factories/ban.factory.js';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { MessageStreamHub } from '../../src/modules/messages/realtime/message-stream.hub.js';
import { UserRole } from '../../src/modules/users/user-role.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';
import { createUser } from '../factories/user.factory.js';
import { eventually, openEventStream, type EventStreamConnection } from '../messages/event-stream-client.js';
import { sessionCookieFor, SITE_ORIGIN } from '../utils/sessions.js';
import { createTestApp, resetDatabase, type TestApp } from '../utils/test-app.js';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen(0, '127.0.0.1');
  return `http://127.0.0.1:${(t.http.address() as AddressInfo).port}`;
}

describe('Live message streams are capped per user and end with the session', () => {
  // Two instances on the same PostgreSQL and Redis: the cap and the sign-out work across them.
  let a: TestApp;
  let b: TestApp;
  let baseA: string;
  let baseB: string;
  let user: User;
  const open: EventStreamConnection[] = [];
  const saved = process.env.MESSAGE_STREAMS_PER_USER;

  const stream = async (base: string, cookie: string) => {
    const connection = await openEventStream(`${base}/api/messages/stream`, cookie);
    open.push(connection);
    await connection.next((event) => event.type === 'ready');
    return connection;
  };
  const isOpen = (connection: EventStreamConnection) => !connection.response.complete && !connection.response.destroyed;

  beforeAll(async () => {
    process.env.MESSAGE_STREAMS_PER_USER = '2';
    a = await createTestApp();
    b = await createTestApp();
    baseA = await listen(a);
    baseB = await listen(b);
  });
  beforeEach(async () => {
    await resetDatabase(a.dataSource);
    user = await createUser(a.dataSource);
  });
  afterEach(async () => {
    for (const connection of open.splice(0)) connection.close();
    await eventually(() => a.app.get(MessageStreamHub).streamCount(user.id) === 0);
    await eventually(() => b.app.get(MessageStreamHub).streamCount(user.id) === 0);
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.MESSAGE_STREAMS_PER_USER;
    else process.env.MESSAGE_STREAMS_PER_USER = saved;
    await a.close();
    await b.close();
  });

  it('closes the oldest stream when a user opens more than the cap, across instances', async () => {
    const cookie = await sessionCookieFor(a.dataSource, user.id);
    const first = await stream(baseA, cookie);
    const second = await stream(baseB, cookie);
    const third = await stream(baseB, cookie);
    await first.ended;
    expect(isOpen(second)).toBe(true);
    expect(isOpen(third)).toBe(true);
    await eventually(() => a.app.get(MessageStreamHub).streamCount(user.id) === 0);
    expect(b.app.get(MessageStreamHub).streamCount(user.id)).toBe(2);

    const fourth = await stream(baseA, cookie);
    await second.ended;
    expect(isOpen(third)).toBe(true);
    expect(isOpen(fourth)).toBe(true);
  });

  it('ends the streams of a session when it signs out, on every instance, and keeps the other sessions', async () => {
    const signingOut = await sessionCookieFor(a.dataSource, user.id);
    const staying = await sessionCookieFor(a.dataSource, user.id);
    const onB = await stream(baseB, signingOut);
    const other = await stream(baseA, staying);
    await request(a.http).post('/api/auth/logout').set('Cookie', signingOut).set('Origin', SITE_ORIGIN).expect(204);
    await onB.ended;
    expect(isOpen(other)).toBe(true);
  });

  it('ends every stream of a user who is banned', async () => {
    const admin = await createUser(a.dataSource, { role: UserRole.Admin });
    const adminCookie = await sessionCookieFor(a.dataSource, admin.id);
    const first = await stream(baseA, await sessionCookieFor(a.dataSource, user.id));
    const second = await stream(baseB, await sessionCookieFor(a.dataSource, user.id));
    await request(a.http)
      .post(`/api/admin/users/${user.id}/ban`)
      .set('Cookie', adminCookie)
      .set('Origin', SITE_ORIGIN)
      .send(banBody('spam'))
      .expect(200);
    await Promise.all([first.ended, second.ended]);
  });
});
