import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Environment } from '../../config/environment.js';
import { createRedisClient } from './redis-connection.js';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

function waitUntilReady(client: Redis, timeoutMs: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
  });
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [Environment],
      useFactory: async (env: Environment) => {
        const logger = new Logger('Redis');
        let lastLogged = 0;
        const client = createRedisClient(env.REDIS_URL, { commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS }, (error) => {
          // Reconnect attempts repeat the same error; log it at most every 10 s.
          if (Date.now() - lastLogged > 10_000) {
            lastLogged = Date.now();
            logger.warn(`Redis unavailable: ${error.message}`);
          }
        });
        // The client fails fast instead of queueing commands, so give it its first connection before
        // serving; when Redis is down the process still starts (health reports it, features degrade).
        await waitUntilReady(client, 3000);
        return client;
      },
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis) {}

  onApplicationShutdown() {
    this.redis.disconnect();
  }
}
