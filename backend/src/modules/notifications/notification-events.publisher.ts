import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { Environment } from '../../config/environment.js';
import { withDeadline } from '../../common/async/deadline.js';
import { userChannel } from '../../common/realtime/user-channels.js';
import type { NotificationStreamEventDto } from './dto/notification.dto.js';

const PUBLISH_TIMEOUT_MS = 1000;

/**
 * Puts new notifications on the user's Redis channel, the one the live event stream
 * (/api/messages/stream) of every API instance listens to, as `notification` events. Best effort:
 * the notification is committed, and the bell refetches when its stream (re)connects.
 */
@Injectable()
export class NotificationEventsPublisher {
  private readonly logger = new Logger('NotificationEvents');

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly env: Environment,
  ) {}

  async publish(events: { userId: string; event: NotificationStreamEventDto }[]): Promise<void> {
    if (events.length === 0) return;
    try {
      await withDeadline(this.publishToListeners(events), PUBLISH_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`Could not publish ${events.length} notification events: ${(error as Error).message}`);
    }
  }

  /** One user: a plain PUBLISH; many (an announcement): only to the channels someone listens to. */
  private async publishToListeners(events: { userId: string; event: NotificationStreamEventDto }[]): Promise<void> {
    const channels = events.map(({ userId }) => userChannel(this.env.BULLMQ_PREFIX, userId));
    if (events.length === 1) {
      await this.redis.publish(channels[0], JSON.stringify(events[0].event));
      return;
    }
    const counts = (await this.redis.call('PUBSUB', 'NUMSUB', ...channels)) as (string | number)[];
    const pipeline = this.redis.pipeline();
    let listening = 0;
    channels.forEach((channel, index) => {
      if (Number(counts[index * 2 + 1]) > 0) {
        pipeline.publish(channel, JSON.stringify(events[index].event));
        listening += 1;
      }
    });
    if (listening > 0) await pipeline.exec();
  }
}
