import { Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { Environment } from '../../config/environment.js';

export const WORKER_BEAT_INTERVAL_MS = 10_000;
export const WORKER_BEAT_TTL_SECONDS = 30;
export const workerBeatKeyPrefix = (bullPrefix: string) => `${bullPrefix}:worker-heartbeat:`;

/**
 * Each worker process writes a short-lived key to Redis every 10 s, so API processes on other
 * machines can see which workers are alive (the heartbeat file only serves the local container check).
 */
@Injectable()
export class WorkerPresence implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private readonly key: string;

  constructor(
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    env: Environment,
  ) {
    this.key = `${workerBeatKeyPrefix(env.BULLMQ_PREFIX)}${hostname()}:${process.pid}`;
  }

  onApplicationBootstrap(): void {
    this.beat();
    this.timer = setInterval(() => this.beat(), WORKER_BEAT_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.redis.del(this.key).catch(() => undefined);
  }

  private beat(): void {
    // Redis down: the key expires and the API reports the worker as not seen, which is the truth it can know.
    this.redis.set(this.key, new Date().toISOString(), 'EX', WORKER_BEAT_TTL_SECONDS).catch(() => undefined);
  }
}

/** Imported by the worker's root module. */
@Module({ providers: [WorkerPresence] })
export class WorkerPresenceModule {}
