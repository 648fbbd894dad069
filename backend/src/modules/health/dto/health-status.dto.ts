import { ApiProperty } from '@nestjs/swagger';

export const HEALTH_STATUSES = ['ok', 'error'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** The public answer of the health check: the status only (what failed, and why, goes to the logs). */
export class HealthStatusDto {
  @ApiProperty({ enum: HEALTH_STATUSES, enumName: 'HealthStatus' })
  status: HealthStatus;
}
