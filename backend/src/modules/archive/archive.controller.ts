import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, RequiresFeature, RestrictableFeature, Roles } from '../../common/auth/auth.decorators.js';
import { PageQuery } from '../../common/pagination/page-query.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ArchiveEditorService } from './archive-editor.service.js';
import { ParseArchiveTypePipe } from './archive-type.pipe.js';
import { ArchiveService } from './archive.service.js';
import type { ArchiveType } from './archive-types.js';
import { ArchiveEntryDto, ArchiveRevisionDto } from './dto/archive-entry.dto.js';
import { ArchivePageDto, ArchiveTimelineDto, ListArchiveQuery } from './dto/archive-page.dto.js';
import { UpdateArchiveEntryDto } from './dto/update-archive-entry.dto.js';

const archiveType = new ParseArchiveTypePipe();

/**
 * The archive of approved entries. An entry's page is public like an article's, so a shared link
 * opens for anyone; the index and the timeline are part of browsing, for signed-in members, and the
 * Browse feature setting applies to them.
 */
@ApiTags('archive')
@Controller('archive')
export class ArchiveController {
  constructor(
    private readonly archive: ArchiveService,
    private readonly editor: ArchiveEditorService,
  ) {}

  @Get()
  @RequiresFeature(RestrictableFeature.Browse)
  @ApiOperation({
    operationId: 'listArchiveEntries',
    summary: 'Archive entries A–Z, filtered by type; with q, a full-text search (typos in names forgiven)',
  })
  @ApiOkResponse({ type: ArchivePageDto })
  list(@Query() query: ListArchiveQuery): Promise<ArchivePageDto> {
    return this.archive.list(query);
  }

  @Get('timeline')
  @RequiresFeature(RestrictableFeature.Browse)
  @ApiOperation({ operationId: 'getArchiveTimeline', summary: 'Dated events of the archive, oldest first' })
  @ApiOkResponse({ type: ArchiveTimelineDto })
  timeline(@Query() query: PageQuery): Promise<ArchiveTimelineDto> {
    return this.archive.timeline(query);
  }

  @Get(':type/:slug')
  @Public()
  @ApiOperation({
    operationId: 'getArchiveEntry',
    summary: "One entry: its type's fields, media links, tags, relations resolved to entries, and related events",
  })
  @ApiOkResponse({ type: ArchiveEntryDto })
  findOne(@Param('type', archiveType) type: ArchiveType, @Param('slug') slug: string): Promise<ArchiveEntryDto> {
    return this.archive.findOne(type, slug);
  }

  @Get(':type/:slug/revisions')
  @Roles(UserRole.Moderator)
  @ApiOperation({
    operationId: 'listArchiveEntryRevisions',
    summary: "An entry's versions, newest first (moderators and admins, like article history)",
  })
  @ApiOkResponse({ type: [ArchiveRevisionDto] })
  revisions(@Param('type', archiveType) type: ArchiveType, @Param('slug') slug: string): Promise<ArchiveRevisionDto[]> {
    return this.archive.revisions(type, slug);
  }

  @Patch(':type/:slug')
  @Roles(UserRole.Admin)
  @WriteRateLimit()
  @ApiOperation({
    operationId: 'updateArchiveEntry',
    summary: "Edits an entry (admins): only the fields sent, only the type's own fields; adds a version; audited",
  })
  @ApiOkResponse({ type: ArchiveEntryDto })
  update(
    @Param('type', archiveType) type: ArchiveType,
    @Param('slug') slug: string,
    @Body() body: UpdateArchiveEntryDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ArchiveEntryDto> {
    return this.editor.update(type, slug, body, user);
  }
}
