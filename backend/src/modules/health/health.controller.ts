import { Controller, Get, Logger, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { HEALTH_DEPENDENCIES, type HealthDependency, HealthStatusDto } from './dto/health-status.dto.js';
import { RedisHealthIndicator } from './redis.health.js';

@Public()
@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger('Health');

  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getHealth',
    summary: 'Whether the database and Redis answer',
    description:
      'Answers within about 2 seconds even when a dependency hangs: each check has its own deadline. ' +
      'On 503, `failing` names the dependencies that are down or did not answer in time; the reason is logged.',
  })
  @ApiOkResponse({ type: HealthStatusDto })
  @ApiServiceUnavailableResponse({ type: HealthStatusDto, description: 'The database or Redis is down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthStatusDto> {
    try {
      // The checks run side by side, each within its deadline: the answer comes within about 1.5 s.
      await this.health.check([
        () => this.database.pingCheck('database', { timeout: 1500 }),
        () => this.redis.isHealthy('redis'),
      ]);
      return { status: 'ok' };
    } catch (error) {
      // Driver errors name hosts, ports and users: operators read them in the logs, the public does not.
      const details = (error as { getResponse?: () => unknown }).getResponse?.() ?? (error as Error).message;
      this.logger.error(`Health check failed: ${JSON.stringify(details)}`);
      res.status(503);
      return { status: 'error', failing: failingDependencies(details) };
    }
  }
}

/** The dependencies Terminus reported down (all of them when the failure did not say). */
function failingDependencies(details: unknown): HealthDependency[] {
  const error = (details as { error?: Record<string, unknown> } | null)?.error;
  if (!error || typeof error !== 'object') return [...HEALTH_DEPENDENCIES];
  const failing = HEALTH_DEPENDENCIES.filter((name) => name in error);
  return failing.length > 0 ? failing : [...HEALTH_DEPENDENCIES];
}
