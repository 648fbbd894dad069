import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';

/**
 * BullMQ queues emit 'error' on every failed reconnect while Redis is down; without a listener each one
 * goes to console.error with a stack. They are logged here as one warning per 10 s instead (the
 * clients reconnect by themselves; health and the failure-modes table say what to do).
 */
@Injectable()
export class QueueErrorLogger implements OnApplicationBootstrap {
  private readonly logger = new Logger('Queues');
  private lastLogged = 0;

  constructor(private readonly discovery: DiscoveryService) {}

  onApplicationBootstrap(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!(instance instanceof Queue)) continue;
      instance.on('error', (error: Error) => {
        if (Date.now() - this.lastLogged < 10_000) return;
        this.lastLogged = Date.now();
        this.logger.warn(`Queue '${instance.name}' cannot reach Redis (reconnecting): ${error.message}`);
      });
    }
  }
}
