import { AcceptsBody } from '../../common/http/body-media-type.js';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseEnumPipe,
  ParseUUIDPipe,
  Post,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, RequiresFeature, RestrictableFeature } from '../../common/auth/auth.decorators.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { User } from '../users/entities/user.entity.js';
import { SubmissionType } from '../submissions/submission-rules.js';
import { CsvUploadInterceptor } from './csv-upload.interceptor.js';
import { LIST_SEPARATOR } from './csv-format.js';
import { SubmissionBatchDto } from './dto/submission-batch.dto.js';
import { UploadBatchDto } from './dto/upload-batch.dto.js';
import { SubmissionImportsService, type UploadedCsv } from './submission-imports.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';

const batchIdPipe = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

const csvFile = (file: { fileName: string; csv: string }) =>
  new StreamableFile(Buffer.from(file.csv, 'utf8'), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${file.fileName.replace(/["\\]/g, '_')}"`,
  });

@ApiTags('submissions')
@Controller('submissions')
@RequiresFeature(RestrictableFeature.Contribute)
@ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Contribute is restricted to admins' })
export class SubmissionImportsController {
  constructor(private readonly imports: SubmissionImportsService) {}

  @Post('upload')
  @Idempotent()
  @HttpCode(202)
  @WriteRateLimit()
  @UseInterceptors(CsvUploadInterceptor)
  @AcceptsBody('multipart/form-data')
  @ApiBody({ type: UploadBatchDto })
  @ApiOperation({
    operationId: 'uploadSubmissionBatch',
    summary: 'Uploads a CSV file of submissions of one type and queues its import',
    description:
      'Only .csv files, UTF-8 with or without BOM, up to CSV_IMPORT_MAX_BYTES (32 MB by default); the header row ' +
      'must hold the type template\u2019s columns in any order. List fields hold several entries separated by ' +
      `"${LIST_SEPARATOR}". The worker then checks every row with the form\u2019s rules and creates one pending ` +
      'submission per valid row; follow it with getSubmissionBatch.',
  })
  @ApiAcceptedResponse({ type: SubmissionBatchDto })
  @ApiServiceUnavailableResponse({
    type: ErrorResponseDto,
    description: 'The job queue is unreachable; nothing was stored',
  })
  upload(
    @Body() body: UploadBatchDto,
    @UploadedFile() file: UploadedCsv | undefined,
    @CurrentUser() user: User,
  ): Promise<SubmissionBatchDto> {
    return this.imports.upload(user, body.type, file);
  }

  @Get('batches/:id')
  @ApiOperation({
    operationId: 'getSubmissionBatch',
    summary: 'A CSV batch: status, counts and progress (its uploader and admins)',
  })
  @ApiOkResponse({ type: SubmissionBatchDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such batch, or not yours' })
  getBatch(@Param('id', batchIdPipe) id: string, @CurrentUser() user: User): Promise<SubmissionBatchDto> {
    return this.imports.get(user, id);
  }

  @Get('batches/:id/errors.csv')
  @ApiProduces('text/csv')
  @ApiOperation({
    operationId: 'downloadSubmissionBatchErrors',
    summary: 'The error report of a CSV batch: one line per problem (row, field, reason)',
    description:
      'Rows are numbered as a spreadsheet shows them (the header is row 1). Cells starting with = + - or @ ' +
      'are prefixed with an apostrophe so spreadsheets do not run them as formulas.',
  })
  @ApiOkResponse({ description: 'CSV text', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such batch, or not yours' })
  async downloadErrors(@Param('id', batchIdPipe) id: string, @CurrentUser() user: User): Promise<StreamableFile> {
    return csvFile(await this.imports.errorReport(user, id));
  }

  @Get('templates/:type')
  @ApiProduces('text/csv')
  @ApiOperation({
    operationId: 'downloadSubmissionTemplate',
    summary: 'The CSV template of a type: {type}_template.csv with one header row of its field names',
  })
  @ApiOkResponse({ description: 'CSV text', content: { 'text/csv': { schema: { type: 'string' } } } })
  template(
    @Param('type', new ParseEnumPipe(SubmissionType, { errorHttpStatusCode: 404 })) type: SubmissionType,
  ): StreamableFile {
    return csvFile(this.imports.template(type));
  }
}
