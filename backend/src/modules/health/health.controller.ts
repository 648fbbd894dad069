import { Controller, Get, Logger, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../../common/auth/auth.decorators.js';
import { HealthStatusDto } from './dto/health-status.dto.js';
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
    summary: 'Whether the database and Redis answer: status only (503 when one is down; the reason is logged)',
  })
  @ApiOkResponse({ type: HealthStatusDto })
  @ApiServiceUnavailableResponse({ type: HealthStatusDto, description: 'The database or Redis is down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthStatusDto> {
    try {
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
      return { status: 'error' };
    }
  }
}
