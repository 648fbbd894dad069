import { Logger } from '@nestjs/common';
import request from 'supertest';
import { createTestApp, type TestApp } from './utils/test-app.js';

describe('When Redis is unreachable', () => {
  let t: TestApp;
  let consoleErrors: jest.SpyInstance;
  let warnings: jest.SpyInstance;

  beforeAll(async () => {
    // Watched from before the app is built: its queues start connecting (and failing) while it starts.
    consoleErrors = jest.spyOn(console, 'error');
    warnings = jest.spyOn(Logger.prototype, 'warn');
    t = await createTestApp({ redisUnreachable: true });
  });
  afterAll(async () => {
    consoleErrors.mockRestore();
    warnings.mockRestore();
    await t.close();
  });

  it('reports Redis down on /api/health with 503 instead of crashing', async () => {
    const response = await request(t.http).get('/api/health').expect(503);
    // Which dependency failed; why (the driver error) goes to the logs.
    expect(response.body).toEqual({ status: 'error', failing: ['redis'] });
  });

  it('keeps serving requests that do not need Redis', async () => {
    await request(t.http).get('/api/articles').expect(200);
  });

  it("logs the queues' failed reconnects as a warning, not a stack trace per attempt", async () => {
    // A few reconnect attempts (about 200 ms apart at first) after those made while the app started.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const refused = consoleErrors.mock.calls.filter(([first]) => /ECONNREFUSED/.test(String(first)));
    expect(refused).toEqual([]);
    expect(warnings.mock.calls.map(([message]) => String(message))).toContainEqual(
      expect.stringMatching(/^Queue '[a-z-]+' cannot reach Redis \(reconnecting\): .*ECONNREFUSED/),
    );
  });
});
