import { ApiProperty } from '@nestjs/swagger';

export class TableStatusDto {
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Exact row count' }) rows: number;
  @ApiProperty({ description: 'Heap, indexes and TOAST, in bytes' }) sizeBytes: number;
}

export class DatabaseStatusDto {
  @ApiProperty({ enum: ['healthy', 'unhealthy'] }) connectionStatus: 'healthy' | 'unhealthy';
  @ApiProperty() totalTables: number;
  @ApiProperty() totalRecords: number;
  @ApiProperty({ description: 'Human-readable size, e.g. "12.4 MB"' }) databaseSize: string;
  @ApiProperty() databaseSizeBytes: number;
  @ApiProperty({ type: [TableStatusDto], description: 'The largest tables by size on disk (at most 10)' })
  largestTables: TableStatusDto[];
  @ApiProperty({ type: String, nullable: true }) error: string | null;
}

export class CpuStatusDto {
  @ApiProperty({ description: 'CPU time of the API process over the last sample, percent of one core' })
  processPercent: number;
  @ApiProperty({ type: [Number], description: 'Machine load averages over 1, 5 and 15 minutes' }) loadAverage: number[];
  @ApiProperty() cores: number;
}

export class MemoryStatusDto {
  @ApiProperty() rssBytes: number;
  @ApiProperty() heapUsedBytes: number;
  @ApiProperty() heapTotalBytes: number;
  @ApiProperty() systemTotalBytes: number;
  @ApiProperty() systemFreeBytes: number;
}

export class EventLoopStatusDto {
  @ApiProperty({ description: 'Mean event-loop delay over the last sample, ms' }) meanMs: number;
  @ApiProperty() p99Ms: number;
  @ApiProperty() maxMs: number;
}

export class RedisStatusDto {
  @ApiProperty({ enum: ['up', 'down'] }) status: 'up' | 'down';
  @ApiProperty({ type: Number, nullable: true }) latencyMs: number | null;
  @ApiProperty({ type: String, nullable: true }) error: string | null;
}

export class WorkerHeartbeatDto {
  @ApiProperty({ description: 'host:pid of the worker process' }) id: string;
  @ApiProperty({ type: String, format: 'date-time' }) lastBeatAt: string;
  @ApiProperty() ageMs: number;
}

export class WorkersStatusDto {
  @ApiProperty({ enum: ['up', 'down', 'unknown'] }) status: 'up' | 'down' | 'unknown';
  @ApiProperty({ type: [WorkerHeartbeatDto] }) workers: WorkerHeartbeatDto[];
}

export class QueueStatusDto {
  @ApiProperty() name: string;
  @ApiProperty() waiting: number;
  @ApiProperty() active: number;
  @ApiProperty() delayed: number;
  @ApiProperty() failed: number;
  @ApiProperty() completed: number;
}

export class SystemHealthDto {
  @ApiProperty({ enum: ['healthy', 'degraded'] }) status: 'healthy' | 'degraded';
  @ApiProperty({ description: 'Seconds since the API process started' }) uptimeSeconds: number;
  @ApiProperty() systemUptimeSeconds: number;
  @ApiProperty() nodeVersion: string;
  @ApiProperty() pid: number;
  @ApiProperty({ type: CpuStatusDto }) cpu: CpuStatusDto;
  @ApiProperty({ type: MemoryStatusDto }) memory: MemoryStatusDto;
  @ApiProperty({ type: EventLoopStatusDto }) eventLoop: EventLoopStatusDto;
  @ApiProperty({ type: RedisStatusDto }) redis: RedisStatusDto;
  @ApiProperty({ type: WorkersStatusDto }) worker: WorkersStatusDto;
  @ApiProperty({ type: [QueueStatusDto], description: 'Empty when Redis is down' }) queues: QueueStatusDto[];
  @ApiProperty({ description: 'Path of the queue dashboard (admins only)' }) queueDashboardPath: string;
  @ApiProperty({ type: String, format: 'date-time' }) checkedAt: string;
}
