import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import type { Redis } from 'ioredis';
import { withDeadline } from '../../common/async/deadline.js';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';

@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly health: HealthIndicatorService,
  ) {}

  async isHealthy(key: string) {
    const indicator = this.health.check(key);
    try {
      const reply = await withDeadline(this.redis.ping(), 1000);
      return reply === 'PONG' ? indicator.up() : indicator.down({ message: 'unexpected reply to PING' });
    } catch (error) {
      return indicator.down({ message: (error as Error).message });
    }
  }
}
