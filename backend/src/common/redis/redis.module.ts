import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { Environment } from '../../config/environment.js';
import { createRedisClient } from './redis-connection.js';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [Environment],
      useFactory: (env: Environment) => {
        const logger = new Logger('Redis');
        let lastLogged = 0;
        return createRedisClient(env.REDIS_URL, (error) => {
          // Reconnect attempts repeat the same error; log it at most every 10 s.
          if (Date.now() - lastLogged > 10_000) {
            lastLogged = Date.now();
            logger.warn(`Redis unavailable: ${error.message}`);
          }
        });
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
