import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { withDeadline } from '../../../common/async/deadline.js';
import { REDIS_CLIENT } from '../../../common/redis/redis.module.js';
import { Environment } from '../../../config/environment.js';
import type { MessageStreamEvent } from '../dto/message-stream-event.dto.js';
import { userChannel } from '../../../common/realtime/user-channels.js';

const PUBLISH_TIMEOUT_MS = 1000;

/**
 * Publishes message events on each user's Redis channel, where every API instance holding a stream
 * of that user picks them up. Best effort: the data is already committed, so a failure (Redis down)
 * is logged and the open inboxes catch up on their next fetch; it never fails the request.
 */
@Injectable()
export class MessageEventsPublisher {
  private readonly logger = new Logger('MessageEvents');

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly env: Environment,
  ) {}

  async publish(userIds: string[], event: MessageStreamEvent): Promise<void> {
    const payload = JSON.stringify(event);
    const results = await Promise.allSettled(
      [...new Set(userIds)].map((userId) => this.publishOne(userChannel(this.env.BULLMQ_PREFIX, userId), payload)),
    );
    const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (failure) {
      this.logger.warn(
        `Could not publish a '${event.type}' message event: ${(failure.reason as Error).message ?? String(failure.reason)}`,
      );
    }
  }

  /**
   * Many users' own events (the mass-message fan-out tells each recipient of a batch about their
   * message): one PUBSUB NUMSUB finds the users with an open stream on any instance, and one
   * pipeline of PUBLISH commands reaches just them. A stream opened after the check loses nothing:
   * the messages are committed before this runs, and an inbox refetches once its stream is ready.
   */
  async publishEach(events: { userId: string; event: MessageStreamEvent }[]): Promise<void> {
    if (events.length === 0) return;
    const channels = events.map(({ userId }) => userChannel(this.env.BULLMQ_PREFIX, userId));
    try {
      await withDeadline(this.publishToListeners(channels, events), PUBLISH_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`Could not publish ${events.length} message events: ${(error as Error).message}`);
    }
  }

  private async publishToListeners(
    channels: string[],
    events: { userId: string; event: MessageStreamEvent }[],
  ): Promise<void> {
    const counts = (await this.redis.call('PUBSUB', 'NUMSUB', ...channels)) as (string | number)[];
    const pipeline = this.redis.pipeline();
    let listening = 0;
    for (let index = 0; index < channels.length; index += 1) {
      if (Number(counts[index * 2 + 1]) > 0) {
        pipeline.publish(channels[index], JSON.stringify(events[index].event));
        listening += 1;
      }
    }
    if (listening > 0) await pipeline.exec();
  }

  private async publishOne(channel: string, payload: string): Promise<void> {
    await withDeadline(this.redis.publish(channel, payload), PUBLISH_TIMEOUT_MS);
  }
}
