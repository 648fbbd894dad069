import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { redisOptionsFromUrl } from '../common/redis/redis-connection.js';
import { Environment } from '../config/environment.js';

/** The BullMQ connection shared by producers (API) and processors (worker). */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [Environment],
      useFactory: (env: Environment) => ({
        connection: { ...redisOptionsFromUrl(env.REDIS_URL), maxRetriesPerRequest: null },
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
