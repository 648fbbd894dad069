import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import {
  parseStreamControl,
  publishStreamControl,
  streamControlChannel,
  type StreamControlEvent,
} from '../../../common/realtime/stream-control.js';
import { createRedisClient } from '../../../common/redis/redis-connection.js';
import { REDIS_CLIENT } from '../../../common/redis/redis.module.js';
import { Environment } from '../../../config/environment.js';
import { userChannel, userChannelPrefix } from '../../../common/realtime/user-channels.js';

/** One open stream of one user on this instance. */
export interface StreamListener {
  /** Names the stream across instances (the per-user cap closes streams by id). */
  id: string;
  /** The session that opened it: signing out ends it. */
  sessionId?: string;
  /** Receives each event as the JSON text that was published. */
  send(payload: string): void;
  /** Ends the stream (shutdown, sign-out, cap); `retryMs` tells the browser when to reconnect. */
  close(retryMs?: number): void;
}

const READY_TIMEOUT_MS = 3000;
/**
 * Streams end after this long and the browser reconnects: a reconnect passes the session guard again
 * and spreads long-lived connections over the instances. Registry entries older than this are stale.
 */
export const MAX_STREAM_LIFETIME_MS = 30 * 60_000;

// Registers a stream in the user's registry (sorted by opening time), drops stale entries, and takes
// out and returns the oldest ones beyond the cap.
const REGISTER_SCRIPT = `
local key = KEYS[1]
local now, id, staleBefore, cap, ttl = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4]), ARGV[5]
redis.call('ZREMRANGEBYSCORE', key, '-inf', staleBefore)
redis.call('ZADD', key, now, id)
redis.call('PEXPIRE', key, ttl)
local excess = redis.call('ZCARD', key) - cap
if excess <= 0 then return {} end
local oldest = redis.call('ZRANGE', key, 0, excess - 1)
redis.call('ZREM', key, unpack(oldest))
return oldest
`;

/**
 * This instance's end of the Redis pub/sub fan-out. It subscribes to a user's channel while at least
 * one of that user's streams is open here, and unsubscribes when the last one closes, so Redis only
 * sends each instance the events of users it serves. Subscribing needs its own connection: a
 * connection in subscriber mode cannot run other commands. Per-user changes are applied one after
 * the other, so the subscription always ends up matching the open streams.
 *
 * A user holds at most MESSAGE_STREAMS_PER_USER streams across all instances (a registry in Redis;
 * opening one more closes the oldest), and a sign-out or ban ends the streams of that session or user,
 * through control events every instance receives.
 */
@Injectable()
export class MessageStreamHub implements OnModuleDestroy, OnApplicationShutdown {
  private readonly logger = new Logger('MessageStream');
  private readonly listeners = new Map<string, Set<StreamListener>>();
  private readonly subscribed = new Set<string>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly channelPrefix: string;
  private readonly controlChannel: string;
  private subscriber?: Redis;
  private controlSubscribed = false;
  private lastErrorLog = 0;
  private sequence = 0;

  constructor(
    private readonly env: Environment,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
  ) {
    this.channelPrefix = userChannelPrefix(env.BULLMQ_PREFIX);
    this.controlChannel = streamControlChannel(env.BULLMQ_PREFIX);
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
    // This instance's own streams are capped at once; the registry catches those on other instances.
    const local = [...listeners];
    for (const oldest of local.slice(0, Math.max(0, local.length - this.env.MESSAGE_STREAMS_PER_USER))) {
      oldest.close();
    }
    await this.register(userId, listener.id).catch((error: Error) =>
      this.logger.warn(`Stream cap not applied, Redis unavailable: ${error.message}`),
    );
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

  /**
   * Ends every open stream with a short, spread-out retry hint: the instance is stopping, and the
   * browsers reconnect (to another instance) within 1 to 3 s and refetch what they missed.
   */
  endStreams(): void {
    for (const listeners of [...this.listeners.values()]) {
      for (const listener of [...listeners]) listener.close(1000 + Math.random() * 2000);
    }
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
    this.controlSubscribed = false;
  }

  private registryKey(userId: string): string {
    return `${this.env.BULLMQ_PREFIX}:streams:user:${userId}`;
  }

  /** Adds the stream to the user's registry; closes (on whichever instance) the oldest beyond the cap. */
  private async register(userId: string, streamId: string): Promise<void> {
    const now = Date.now();
    // Streams opened within one millisecond still keep their order.
    const score = now + (this.sequence++ % 1000) / 1000;
    const evicted = (await this.redis.eval(
      REGISTER_SCRIPT,
      1,
      this.registryKey(userId),
      score,
      streamId,
      now - MAX_STREAM_LIFETIME_MS,
      this.env.MESSAGE_STREAMS_PER_USER,
      MAX_STREAM_LIFETIME_MS,
    )) as string[];
    if (evicted.length > 0) {
      this.closeWhere((listener) => evicted.includes(listener.id));
      await publishStreamControl(this.redis, this.env.BULLMQ_PREFIX, { type: 'close-streams', streamIds: evicted });
    }
  }

  private closeWhere(predicate: (listener: StreamListener, userId: string) => boolean): void {
    for (const [userId, listeners] of [...this.listeners.entries()]) {
      for (const listener of [...listeners]) if (predicate(listener, userId)) listener.close();
    }
  }

  private control(event: StreamControlEvent): void {
    switch (event.type) {
      case 'session-ended':
        return this.closeWhere((listener) => listener.sessionId === event.sessionId);
      case 'user-sessions-ended':
        return this.closeWhere((_listener, userId) => userId === event.userId);
      case 'close-streams':
        return this.closeWhere((listener) => event.streamIds.includes(listener.id));
    }
  }

  private remove(userId: string, listener: StreamListener): void {
    const listeners = this.listeners.get(userId);
    if (!listeners?.delete(listener)) return;
    this.redis.zrem(this.registryKey(userId), listener.id).catch(() => undefined);
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
      if (!this.controlSubscribed) {
        await connection.subscribe(this.controlChannel);
        this.controlSubscribed = true;
      }
      await connection.subscribe(channel);
      this.subscribed.add(userId);
    } else if (!wanted && this.subscribed.has(userId)) {
      this.subscribed.delete(userId);
      await this.subscriber?.unsubscribe(channel);
    }
  }

  private dispatch(channel: string, payload: string): void {
    if (channel === this.controlChannel) {
      const event = parseStreamControl(payload);
      if (event) this.control(event);
      return;
    }
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
    const connection = createRedisClient(
      this.env.REDIS_URL,
      { commandTimeoutMs: this.env.REDIS_COMMAND_TIMEOUT_MS },
      (error) => {
        // Reconnect attempts repeat the same error; log it at most every 10 s.
        if (Date.now() - this.lastErrorLog > 10_000) {
          this.lastErrorLog = Date.now();
          this.logger.warn(`Redis unavailable for message streams: ${error.message}`);
        }
      },
    );
    connection.on('message', (channel: string, payload: string) => this.dispatch(channel, payload));
    // Events published while the connection is down never arrive (ioredis resubscribes when it is back):
    // end the open streams, so each browser reconnects (with the retry hint) and its inbox refetches
    // what it missed once the new stream is ready.
    let wasReady = false;
    connection.on('ready', () => (wasReady = true));
    connection.on('close', () => {
      if (!wasReady) return;
      wasReady = false;
      this.logger.warn('Lost the Redis pub/sub connection: ending open message streams so browsers reconnect');
      this.closeWhere(() => true);
    });
    return connection;
  }
}
