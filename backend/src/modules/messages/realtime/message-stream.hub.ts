import { Injectable, Logger, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { createRedisClient } from '../../../common/redis/redis-connection.js';
import { Environment } from '../../../config/environment.js';
import { userChannel, userChannelPrefix } from './message-channels.js';

/** One open stream of one user on this instance. */
export interface StreamListener {
  /** Receives each event as the JSON text that was published. */
  send(payload: string): void;
  /** Ends the stream (shutdown). */
  close(): void;
}

const READY_TIMEOUT_MS = 3000;

/**
 * This instance's end of the Redis pub/sub fan-out. It subscribes to a user's channel while at least
 * one of that user's streams is open here, and unsubscribes when the last one closes, so Redis only
 * sends each instance the events of users it serves. Subscribing needs its own connection: a
 * connection in subscriber mode cannot run other commands. Per-user changes are applied one after
 * the other, so the subscription always ends up matching the open streams.
 */
@Injectable()
export class MessageStreamHub implements OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('MessageStream');
  private readonly listeners = new Map<string, Set<StreamListener>>();
  private readonly subscribed = new Set<string>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly channelPrefix: string;
  private subscriber?: Redis;
  private lastErrorLog = 0;

  constructor(private readonly env: Environment) {
    this.channelPrefix = userChannelPrefix(env.BULLMQ_PREFIX);
  }

  /**
   * Registers a stream and resolves once this instance receives the user's events, with the function
   * that unregisters it. Rejects (and registers nothing) when Redis cannot be reached.
   */
  async add(userId: string, listener: StreamListener): Promise<() => void> {
    let listeners = this.listeners.get(userId);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(userId, listeners);
    }
    listeners.add(listener);
    const remove = () => this.remove(userId, listener);
    try {
      await this.sync(userId);
    } catch (error) {
      remove();
      throw error;
    }
    return remove;
  }

  /** Streams of this user open on this instance. */
  streamCount(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  /** Whether this instance is subscribed to the user's channel. */
  isSubscribed(userId: string): boolean {
    return this.subscribed.has(userId);
  }

  /** Ends every open stream, so the HTTP server can close. */
  onModuleDestroy(): void {
    for (const listeners of [...this.listeners.values()]) {
      for (const listener of [...listeners]) listener.close();
    }
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
    this.subscriber = undefined;
  }

  private remove(userId: string, listener: StreamListener): void {
    const listeners = this.listeners.get(userId);
    if (!listeners?.delete(listener)) return;
    if (listeners.size === 0) this.listeners.delete(userId);
    this.sync(userId).catch((error: Error) => this.logger.debug(`Unsubscribe failed: ${error.message}`));
  }

  /** Queues a reconciliation of the user's subscription behind any still running. */
  private sync(userId: string): Promise<void> {
    const previous = this.pending.get(userId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.reconcile(userId));
    this.pending.set(userId, next);
    const forget = () => {
      if (this.pending.get(userId) === next) this.pending.delete(userId);
    };
    next.then(forget, forget);
    return next;
  }

  private async reconcile(userId: string): Promise<void> {
    const wanted = this.streamCount(userId) > 0;
    const channel = userChannel(this.env.BULLMQ_PREFIX, userId);
    if (wanted && !this.subscribed.has(userId)) {
      const connection = await this.readyConnection();
      await connection.subscribe(channel);
      this.subscribed.add(userId);
    } else if (!wanted && this.subscribed.has(userId)) {
      this.subscribed.delete(userId);
      await this.subscriber?.unsubscribe(channel);
    }
  }

  private dispatch(channel: string, payload: string): void {
    if (!channel.startsWith(this.channelPrefix)) return;
    const userId = channel.slice(this.channelPrefix.length);
    const listeners = this.listeners.get(userId);
    if (!listeners?.size) {
      // Left over from a failed unsubscribe (Redis was down): drop it now.
      if (!this.subscribed.has(userId) && !this.pending.has(userId)) {
        this.subscriber?.unsubscribe(channel).catch(() => undefined);
      }
      return;
    }
    for (const listener of listeners) listener.send(payload);
  }

  private async readyConnection(): Promise<Redis> {
    const connection = (this.subscriber ??= this.createSubscriber());
    if (connection.status === 'ready') return connection;
    // Waits for the (re)connection, but gives up at the first error: a Redis that refuses connections
    // should not hold the stream open for the whole timeout.
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        connection.off('ready', onReady);
        connection.off('error', onError);
        if (error) reject(error);
        else resolve();
      };
      const onReady = () => settle();
      const onError = (error: Error) => settle(error);
      const timer = setTimeout(
        () => settle(new Error(`Redis did not answer within ${READY_TIMEOUT_MS} ms`)),
        READY_TIMEOUT_MS,
      );
      connection.once('ready', onReady);
      connection.once('error', onError);
    });
    return connection;
  }

  private createSubscriber(): Redis {
    const connection = createRedisClient(this.env.REDIS_URL, (error) => {
      // Reconnect attempts repeat the same error; log it at most every 10 s.
      if (Date.now() - this.lastErrorLog > 10_000) {
        this.lastErrorLog = Date.now();
        this.logger.warn(`Redis unavailable for message streams: ${error.message}`);
      }
    });
    connection.on('message', (channel: string, payload: string) => this.dispatch(channel, payload));
    return connection;
  }
}
