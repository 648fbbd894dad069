import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FieldErrorDto {
  @ApiProperty({ example: 'title', description: 'Path of the offending field (dotted for nested fields)' })
  field: string;

  @ApiProperty({ example: 'title must be shorter than or equal to 200 characters' })
  reason: string;
}

/** The one JSON shape every error response has. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'Bad Request' })
  error: string;

  @ApiProperty({ example: 'Validation failed' })
  message: string;

  @ApiPropertyOptional({
    example: 'SECOND_FACTOR_REQUIRED',
    description: 'A stable code for errors a client reacts to (e.g. the second-factor prompt)',
  })
  code?: string;

  @ApiPropertyOptional({ type: [FieldErrorDto], description: 'Present on validation errors' })
  errors?: FieldErrorDto[];

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Status of each dependency (health check only)',
  })
  details?: Record<string, unknown>;

  @ApiProperty({ example: '/api/articles' })
  path: string;

  @ApiProperty({ example: '2026-01-01T00:00:00.000Z' })
  timestamp: string;
}
