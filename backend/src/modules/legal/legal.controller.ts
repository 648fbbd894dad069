import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, Public, Roles } from '../../common/auth/auth.decorators.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ErrorResponseDto } from '../../common/http/error-response.dto.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { PageQuery } from '../../common/pagination/page-query.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import { LegalDocumentDto, LegalVersionPageDto } from './dto/legal-document.dto.js';
import { LegalStatusDto } from './dto/legal-status.dto.js';
import { PublishLegalDocumentDto } from './dto/publish-legal-document.dto.js';
import { LEGAL_KINDS, LegalErrors, LegalKindPipe, type LegalKind } from './legal-kinds.js';
import { LegalService } from './legal.service.js';

const KIND_PARAM = { name: 'kind', enum: LEGAL_KINDS, enumName: 'LegalDocumentKind' } as const;
const versionPipe = new ParseIdPipe(LegalErrors.versionNotFound);

@ApiTags('legal')
@Controller('legal')
export class LegalController {
  constructor(private readonly legal: LegalService) {}

  @Get('status')
  @ApiOperation({
    operationId: 'getLegalStatus',
    summary: 'Whether the terms or privacy policy changed since the signed-in member accepted them',
  })
  @ApiOkResponse({ type: LegalStatusDto })
  status(@CurrentUser() viewer: SessionUser): Promise<LegalStatusDto> {
    return this.legal.status(viewer.id);
  }

  @Post('accept')
  @HttpCode(200)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'acceptLegalDocuments',
    summary: 'The signed-in member accepts the terms and privacy policy in force (again changes nothing)',
  })
  @ApiOkResponse({ type: LegalStatusDto })
  accept(@CurrentUser() viewer: SessionUser): Promise<LegalStatusDto> {
    return this.legal.accept(viewer.id);
  }

  @Get(':kind')
  @Public()
  @ApiOperation({
    operationId: 'getLegalDocument',
    summary: 'The version in force of the terms, privacy policy or guidelines',
  })
  @ApiParam(KIND_PARAM)
  @ApiOkResponse({ type: LegalDocumentDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: LegalErrors.documentNotFound })
  current(@Param('kind', LegalKindPipe) kind: LegalKind): Promise<LegalDocumentDto> {
    return this.legal.current(kind);
  }

  @Get(':kind/versions')
  @Public()
  @ApiOperation({
    operationId: 'listLegalDocumentVersions',
    summary: 'Every published version of a document, newest first',
  })
  @ApiParam(KIND_PARAM)
  @ApiOkResponse({ type: LegalVersionPageDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A limit out of range or a cursor not from this list' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: LegalErrors.documentNotFound })
  versions(@Param('kind', LegalKindPipe) kind: LegalKind, @Query() query: PageQuery): Promise<LegalVersionPageDto> {
    return this.legal.versions(kind, query);
  }

  @Get(':kind/versions/:version')
  @Public()
  @ApiOperation({ operationId: 'getLegalDocumentVersion', summary: 'One published version of a document' })
  @ApiParam(KIND_PARAM)
  @ApiParam({ name: 'version', schema: { type: 'integer', minimum: 1 } })
  @ApiOkResponse({ type: LegalDocumentDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: LegalErrors.versionNotFound })
  version(
    @Param('kind', LegalKindPipe) kind: LegalKind,
    @Param('version', versionPipe) version: number,
  ): Promise<LegalDocumentDto> {
    return this.legal.version(kind, version);
  }
}

@ApiTags('legal')
@Controller('admin/legal')
@Roles(UserRole.Admin)
export class AdminLegalController {
  constructor(private readonly legal: LegalService) {}

  @Post(':kind')
  @Idempotent()
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'publishLegalDocument',
    summary: 'Publishes a new version of a document (admins); members are asked to accept new terms or privacy',
  })
  @ApiParam(KIND_PARAM)
  @ApiCreatedResponse({ type: LegalDocumentDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A title or body missing or too long' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: LegalErrors.documentNotFound })
  publish(
    @Param('kind', LegalKindPipe) kind: LegalKind,
    @Body() body: PublishLegalDocumentDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<LegalDocumentDto> {
    return this.legal.publish(kind, body, admin.id);
  }
}
