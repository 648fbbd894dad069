import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const HEALTH_STATUSES = ['ok', 'error'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const HEALTH_DEPENDENCIES = ['database', 'redis'] as const;
export type HealthDependency = (typeof HEALTH_DEPENDENCIES)[number];

/**
 * The public answer of the health check: the status and, when it fails, which dependencies did not
 * answer in time (why they failed, with hosts and driver messages, goes to the logs only).
 */
export class HealthStatusDto {
  @ApiProperty({ enum: HEALTH_STATUSES, enumName: 'HealthStatus' })
  status: HealthStatus;

  @ApiPropertyOptional({
    enum: HEALTH_DEPENDENCIES,
    enumName: 'HealthDependency',
    isArray: true,
    description: 'The dependencies that are down or did not answer within their deadline (only on 503)',
  })
  failing?: HealthDependency[];
}
