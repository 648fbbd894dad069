import { Controller, Get, Header, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { DataExportService } from './data-export.service.js';
import { DataExportDto, DataExportStatusDto, DownloadDataExportQueryDto } from './dto/data-export.dto.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const exportIdPipe = ParseIdPipe.uuid();

@ApiTags('data-export')
@Controller('settings/export')
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @Post()
  @Idempotent()
  @HttpCode(202)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'startDataExport',
    summary: 'Starts an export of everything the site holds about the signed-in user',
    description:
      'The worker builds a JSON document (and a zip of it) of the profile, sign-in identities (never tokens), ' +
      'articles, comments, likes, follows, messages, points ledger, flairs, submissions, preferences and every ' +
      'other table keyed to the user. Follow it with getDataExportStatus; once completed it can be downloaded ' +
      'for 24 hours. One export at a time per user, and a few per 24 hours (DATA_EXPORT_MAX_PER_DAY, 5 by default).',
  })
  @ApiAcceptedResponse({ type: DataExportDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'An export is already in progress' })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: 'The daily allowance of exports is used up' })
  @ApiServiceUnavailableResponse({
    type: ErrorResponseDto,
    description: 'The job queue is unreachable; nothing started',
  })
  start(@CurrentUser() user: SessionUser): Promise<DataExportDto> {
    return this.exports.start(user);
  }

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'getDataExportStatus',
    summary: "The signed-in user's latest export: status, progress and, when ready, its download links",
  })
  @ApiOkResponse({ type: DataExportStatusDto })
  status(@CurrentUser() user: SessionUser): Promise<DataExportStatusDto> {
    return this.exports.status(user);
  }

  @Get(':id/download')
  @ApiProduces('application/json', 'application/zip')
  @ApiOperation({
    operationId: 'downloadDataExport',
    summary: 'Downloads a finished export as JSON or zip (its owner only, within 24 hours of completion)',
  })
  @ApiOkResponse({
    description: 'The export document, as an attachment',
    content: {
      'application/json': { schema: { type: 'object' } },
      'application/zip': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such export, or not yours' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The export is not ready, or failed' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'The download window has ended; the files are deleted' })
  async download(
    @Param('id', exportIdPipe) id: string,
    @Query() query: DownloadDataExportQueryDto,
    @CurrentUser() user: SessionUser,
  ): Promise<StreamableFile> {
    const file = await this.exports.download(user, id, query.format ?? 'json');
    return new StreamableFile(file.content, {
      type: file.contentType,
      length: file.content.length,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
