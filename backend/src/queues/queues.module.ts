import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { redisOptionsFromUrl, redisRetryStrategy } from '../common/redis/redis-connection.js';
import { Environment } from '../config/environment.js';

/** The BullMQ connection shared by producers (API) and processors (worker). */
@Global()
@Module({
  imports: [
    DiscoveryModule,
    BullModule.forRootAsync({
      inject: [Environment],
      useFactory: (env: Environment) => ({
        // Workers wait for Redis rather than fail (maxRetriesPerRequest: null, as BullMQ requires) and
        // reconnect by themselves, every 2 s at most; producers bound their own wait (addJobWithin).
        connection: {
          ...redisOptionsFromUrl(env.REDIS_URL),
          maxRetriesPerRequest: null,
          keepAlive: 10_000,
          retryStrategy: redisRetryStrategy,
        },
        prefix: env.BULLMQ_PREFIX,
        defaultJobOptions: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 2000 },
          removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
          // Failed jobs stay visible for operators.
          removeOnFail: false,
        },
      }),
    }),
  ],
})
export class QueuesModule {}
