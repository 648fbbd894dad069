import { Body, Controller, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequiresFeature, RestrictableFeature, Roles } from '../../common/auth/auth.decorators.js';
import { WriteRateLimit } from '../../common/throttling/rate-limits.js';
import { UserRole } from '../users/user-role.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ListStoreItemsQuery } from './dto/list-store-items.query.js';
import { CreateStoreItemDto, UpdateStoreItemDto } from './dto/save-store-item.dto.js';
import { AdminStoreItemDto, StoreItemDto } from './dto/store-item.dto.js';
import { StoreErrors } from './store.errors.js';
import { StoreService } from './store.service.js';
import { Idempotent } from '../../common/idempotency/idempotent.decorator.js';
import { ParseIdPipe } from '../../common/pipes/parse-id.pipe.js';

const itemIdPipe = ParseIdPipe.uuid();

@ApiTags('store')
@Controller()
export class StoreController {
  constructor(private readonly store: StoreService) {}

  @Get('store/items')
  @RequiresFeature(RestrictableFeature.Store)
  @ApiOperation({ operationId: 'listStoreItems', summary: 'Points packs and donate packages on sale' })
  @ApiOkResponse({ type: [StoreItemDto] })
  list(@Query() query: ListStoreItemsQuery): Promise<StoreItemDto[]> {
    return this.store.listActive(query.kind);
  }

  @Get('admin/store/items')
  @Roles(UserRole.Admin)
  @ApiOperation({ operationId: 'listAdminStoreItems', summary: 'Every store item, retired ones included, with sales' })
  @ApiOkResponse({ type: [AdminStoreItemDto] })
  listForAdmin(): Promise<AdminStoreItemDto[]> {
    return this.store.listForAdmin();
  }

  @Post('admin/store/items')
  @Idempotent()
  @Roles(UserRole.Admin)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'createStoreItem', summary: 'Adds a points pack or donate package' })
  @ApiCreatedResponse({ type: AdminStoreItemDto })
  @ApiConflictResponse({ description: `${StoreErrors.keyTaken}, or ${StoreErrors.nameTaken}` })
  create(@Body() body: CreateStoreItemDto, @CurrentUser() admin: SessionUser): Promise<AdminStoreItemDto> {
    return this.store.create(body, admin.id);
  }

  @Patch('admin/store/items/:id')
  @Roles(UserRole.Admin)
  @WriteRateLimit()
  @ApiOperation({ operationId: 'updateStoreItem', summary: 'Edits a store item, or retires or restores it' })
  @ApiOkResponse({ type: AdminStoreItemDto })
  @ApiConflictResponse({ description: StoreErrors.nameTaken })
  update(
    @Param('id', itemIdPipe) id: string,
    @Body() body: UpdateStoreItemDto,
    @CurrentUser() admin: SessionUser,
  ): Promise<AdminStoreItemDto> {
    return this.store.update(id, body, admin.id);
  }
}
