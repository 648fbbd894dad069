import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import { Environment } from '../../config/environment.js';
import { REDIS_CLIENT } from '../redis/redis.module.js';
import { applyRateLimits, DEFAULT_RATE_LIMIT, rateLimitsOf } from './rate-limits.js';
import { RedisThrottlerStorage } from './redis-throttler.storage.js';

@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [Environment, REDIS_CLIENT],
      useFactory: (env: Environment, redis: Redis) => {
        applyRateLimits(rateLimitsOf(env));
        return { throttlers: [DEFAULT_RATE_LIMIT], storage: new RedisThrottlerStorage(redis, env.BULLMQ_PREFIX) };
      },
    }),
  ],
})
export class ThrottlingModule {}
