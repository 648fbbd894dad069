import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { cpus, freemem, loadavg, totalmem, uptime as systemUptime } from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { REDIS_CLIENT } from '../../common/redis/redis.module.js';
import { withDeadline } from '../../common/async/deadline.js';
import { Environment } from '../../config/environment.js';
import type {
  DatabaseStatusDto,
  QueueStatusDto,
  RedisStatusDto,
  SystemHealthDto,
  WorkersStatusDto,
} from './dto/system-status.dto.js';
import { ALL_QUEUES } from './queue-dashboard.module.js';
import { QUEUE_DASHBOARD_PATH } from './queue-dashboard.js';
import { SystemStatusRepository } from './system-status.repository.js';
import { workerBeatKeyPrefix, WORKER_BEAT_INTERVAL_MS } from './worker-presence.js';

const REDIS_TIMEOUT_MS = 1000;
const SAMPLE_INTERVAL_MS = 5000;
const LARGEST_TABLES = 10;

export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * One event-loop delay monitor per process, made when this module loads. Node keeps every monitor's
 * timer handle (and the async context it was made in) alive until the process ends, even disabled, so
 * one made per application instance would pin each closed instance's whole object graph in memory.
 */
const eventLoopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: 20 });
let eventLoopDelayUsers = 0;

/**
 * Live figures of this API process (sampled every 5 s: CPU share, event-loop delay), of Redis, the
 * workers (their Redis heartbeats) and the queues, plus the database's catalog figures.
 */
@Injectable()
export class SystemStatusService implements OnModuleDestroy {
  private readonly loop = eventLoopDelay;
  private readonly sampler: NodeJS.Timeout;
  private lastCpu = process.cpuUsage();
  private lastSampleAt = process.hrtime.bigint();
  private cpuPercent = 0;
  private loopSample = { meanMs: 0, p99Ms: 0, maxMs: 0 };

  constructor(
    private readonly repository: SystemStatusRepository,
    private readonly moduleRef: ModuleRef,
    @Inject(REDIS_CLIENT) private readonly redis: Redis,
    private readonly env: Environment,
  ) {
    if (eventLoopDelayUsers++ === 0) this.loop.enable();
    this.sampler = setInterval(() => this.sample(), SAMPLE_INTERVAL_MS);
    this.sampler.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sampler);
    if (--eventLoopDelayUsers === 0) this.loop.disable();
  }

  private sample(): void {
    const now = process.hrtime.bigint();
    const cpu = process.cpuUsage(this.lastCpu);
    const elapsedUs = Number(now - this.lastSampleAt) / 1000;
    this.cpuPercent = elapsedUs > 0 ? round(((cpu.user + cpu.system) / elapsedUs) * 100) : 0;
    this.lastCpu = process.cpuUsage();
    this.lastSampleAt = now;
    const ms = (ns: number) => round(ns / 1e6);
    this.loopSample = { meanMs: ms(this.loop.mean), p99Ms: ms(this.loop.percentile(99)), maxMs: ms(this.loop.max) };
    this.loop.reset();
  }

  async databaseStatus(): Promise<DatabaseStatusDto> {
    try {
      const [sizeBytes, tables] = await Promise.all([this.repository.databaseSizeBytes(), this.repository.tables()]);
      return {
        connectionStatus: 'healthy',
        totalTables: tables.length,
        totalRecords: tables.reduce((sum, table) => sum + table.rows, 0),
        databaseSize: formatBytes(sizeBytes),
        databaseSizeBytes: sizeBytes,
        largestTables: tables.slice(0, LARGEST_TABLES),
        error: null,
      };
    } catch (error) {
      return {
        connectionStatus: 'unhealthy',
        totalTables: 0,
        totalRecords: 0,
        databaseSize: '0 B',
        databaseSizeBytes: 0,
        largestTables: [],
        error: (error as Error).message,
      };
    }
  }

  async health(): Promise<SystemHealthDto> {
    const redis = await this.redisStatus();
    const [worker, queues] =
      redis.status === 'up'
        ? await Promise.all([this.workers(), this.queueDepths()])
        : [{ status: 'unknown' as const, workers: [] }, []];
    const memory = process.memoryUsage();
    return {
      status: redis.status === 'up' && worker.status === 'up' ? 'healthy' : 'degraded',
      uptimeSeconds: Math.round(process.uptime()),
      systemUptimeSeconds: Math.round(systemUptime()),
      nodeVersion: process.version,
      pid: process.pid,
      cpu: { processPercent: this.cpuPercent, loadAverage: loadavg().map(round), cores: cpus().length },
      memory: {
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
        systemTotalBytes: totalmem(),
        systemFreeBytes: freemem(),
      },
      eventLoop: this.loopSample,
      redis,
      worker,
      queues,
      queueDashboardPath: QUEUE_DASHBOARD_PATH,
      checkedAt: new Date().toISOString(),
    };
  }

  private async redisStatus(): Promise<RedisStatusDto> {
    const started = performance.now();
    try {
      const reply = await withDeadline(this.redis.ping(), REDIS_TIMEOUT_MS);
      if (reply !== 'PONG') return { status: 'down', latencyMs: null, error: 'unexpected reply to PING' };
      return { status: 'up', latencyMs: round(performance.now() - started), error: null };
    } catch (error) {
      return { status: 'down', latencyMs: null, error: (error as Error).message };
    }
  }

  private async workers(): Promise<WorkersStatusDto> {
    try {
      const prefix = workerBeatKeyPrefix(this.env.BULLMQ_PREFIX);
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await withDeadline(
          this.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 200),
          REDIS_TIMEOUT_MS,
        );
        cursor = next;
        keys.push(...batch);
      } while (cursor !== '0');
      const beats = keys.length ? await withDeadline(this.redis.mget(...keys), REDIS_TIMEOUT_MS) : [];
      const now = Date.now();
      const workers = keys
        .map((key, i) => ({ id: key.slice(prefix.length), lastBeatAt: beats[i] }))
        .filter((w): w is { id: string; lastBeatAt: string } => typeof w.lastBeatAt === 'string')
        .map((w) => ({ ...w, ageMs: now - Date.parse(w.lastBeatAt) }))
        .sort((a, b) => a.id.localeCompare(b.id));
      const alive = workers.some((w) => w.ageMs < WORKER_BEAT_INTERVAL_MS * 3);
      return { status: alive ? 'up' : 'down', workers };
    } catch {
      return { status: 'unknown', workers: [] };
    }
  }

  private async queueDepths(): Promise<QueueStatusDto[]> {
    return Promise.all(
      ALL_QUEUES.map(async (name) => {
        const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
        const counts = await withDeadline(
          queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed'),
          REDIS_TIMEOUT_MS,
        ).catch((): Record<string, number> => ({}));
        return {
          name,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
        };
      }),
    );
  }
}
