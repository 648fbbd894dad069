import { AcceptsBody } from '../../common/http/body-media-type.js';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseEnumPipe,
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
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { CurrentUser, RequiresFeature, RestrictableFeature } from '../../common/auth/auth.decorators.js';
import { attachmentDisposition } from '../../common/http/content-disposition.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import type { UserRecord } from '../users/user-record.js';
import { SubmissionType } from '@irl/shared';
import { CsvUploadInterceptor } from './csv-upload.interceptor.js';
import { LIST_SEPARATOR } from './csv-format.js';
import { SubmissionBatchDto } from './dto/submission-batch.dto.js';
import { UploadBatchDto } from './dto/upload-batch.dto.js';
import type { SpooledCsv } from './spooled-upload.js';
import { SubmissionImportsService } from './submission-imports.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const batchIdPipe = ParseIdPipe.uuid();

const csvFile = (file: { fileName: string; csv: string }) =>
  new StreamableFile(Buffer.from(file.csv, 'utf8'), {
    type: 'text/csv; charset=utf-8',
    disposition: attachmentDisposition(file.fileName),
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
      'Only .csv files, UTF-8 with or without BOM, up to CSV_IMPORT_MAX_BYTES (32 MB by default), streamed to ' +
      'disk and stored in parts (never whole in memory). The header row must hold name and description and ' +
      'may hold any other column of the type\u2019s template, in any order. List fields hold several entries ' +
      `separated by "${LIST_SEPARATOR}". The worker then checks every row with the form\u2019s rules (a cell ` +
      'that is not UTF-8 rejects its row, naming the column) and creates one pending submission per valid ' +
      'row; follow it with getSubmissionBatch. Per account: CSV_IMPORT_MEMBER_ACTIVE_BATCHES imports queued ' +
      'or running at once, CSV_IMPORT_MEMBER_DAILY_ROWS rows in 24 hours and SUBMISSIONS_MEMBER_MAX_PENDING ' +
      'pending submissions (moderators and admins have the STAFF limits); a file whose rows do not fit what ' +
      'is left fails whole, with the reason naming the limit.',
  })
  @ApiAcceptedResponse({ type: SubmissionBatchDto })
  @ApiTooManyRequestsResponse({
    type: ErrorResponseDto,
    description:
      'A quota is reached before the file is read (code IMPORT_ACTIVE_BATCHES_LIMIT, IMPORT_DAILY_ROWS_LIMIT ' +
      'or PENDING_SUBMISSIONS_LIMIT; the message names the limit); nothing was stored',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorResponseDto,
    description: 'The job queue is unreachable; nothing was stored',
  })
  upload(
    @Body() body: UploadBatchDto,
    @UploadedFile() file: SpooledCsv | undefined,
    @CurrentUser() user: UserRecord,
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
  getBatch(@Param('id', batchIdPipe) id: string, @CurrentUser() user: UserRecord): Promise<SubmissionBatchDto> {
    return this.imports.get(user, id);
  }

  @Get('batches/:id/errors.csv')
  @ApiProduces('text/csv')
  @ApiOperation({
    operationId: 'downloadSubmissionBatchErrors',
    summary: 'The error report of a CSV batch: one line per problem (row, field, reason)',
    description:
      'Rows are numbered as a spreadsheet shows them (the header is row 1, blank lines count, a line break ' +
      'inside a quoted cell does not). Cells starting with = + - or @ are prefixed with an apostrophe so ' +
      'spreadsheets do not run them as formulas. Downloads as {file name}_errors.csv (filename* for names ' +
      'in any script).',
  })
  @ApiOkResponse({ description: 'CSV text', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such batch, or not yours' })
  async downloadErrors(@Param('id', batchIdPipe) id: string, @CurrentUser() user: UserRecord): Promise<StreamableFile> {
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
