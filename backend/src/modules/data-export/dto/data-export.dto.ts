import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DataExportStatus } from '../entities/data-export.entity.js';

export const EXPORT_FORMATS = ['json', 'zip'] as const;

/** One export of the signed-in user's data and how far the worker got with it. */
export class DataExportDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: DataExportStatus, enumName: 'DataExportStatus' })
  status: DataExportStatus;

  @ApiProperty({ minimum: 0, maximum: 100 })
  progressPercent: number;

  @ApiProperty()
  createdAt: Date;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  startedAt: Date | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  finishedAt: Date | null;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'When the download links stop working (24 hours after completion by default)',
  })
  expiresAt: Date | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Size of the JSON document in bytes' })
  jsonBytes: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Size of the zip file in bytes' })
  zipBytes: number | null;

  @ApiProperty({ type: 'string', nullable: true })
  failureReason: string | null;

  @ApiProperty({
    type: 'string',
    nullable: true,
    example: '/api/settings/export/0b6f.../download?format=json',
    description: 'Where to download the JSON document, while the export is downloadable',
  })
  jsonUrl: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Where to download the zip, while downloadable' })
  zipUrl: string | null;
}

/** The latest export of the signed-in user (null before the first) and the daily allowance. */
export class DataExportStatusDto {
  @ApiProperty({ type: DataExportDto, nullable: true })
  latest: DataExportDto | null;

  @ApiProperty({ description: 'Exports a user may request per rolling 24 hours' })
  exportsPerDay: number;
}

export class DownloadDataExportQueryDto {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'json' })
  @IsOptional()
  @IsIn(EXPORT_FORMATS)
  format?: (typeof EXPORT_FORMATS)[number];
}
