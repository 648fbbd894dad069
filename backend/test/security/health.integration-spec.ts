import { Logger } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../utils/test-app.js';

describe('/api/health tells the public the status and which dependency failed, never the driver error', () => {
  it('answers {status: "ok"} when everything is up', async () => {
    const t = await createTestApp();
    try {
      const response = await request(t.http).get('/api/health').expect(200);
      expect(response.body).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the failed dependency without the driver error, and logs the details', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error');
    const t = await createTestApp({ redisUnreachable: true });
    try {
      const response = await request(t.http).get('/api/health').expect(503);
      expect(response.body).toEqual({ status: 'error', failing: ['redis'] });
      expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|6379|:1\b/i);
      const messages = logged.mock.calls.map((call) => String(call[0])).join('\n');
      expect(messages).toMatch(/Health check failed/);
      expect(messages).toMatch(/redis/);
    } finally {
      logged.mockRestore();
      await t.close();
    }
  });
});
