import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../common/auth/auth.decorators.js';
import type { SessionUser } from '../../common/auth/session-user.js';
import { ListPointsLedgerQuery } from './dto/list-points-ledger.query.js';
import { PointsLedgerPageDto } from './dto/points-ledger.dto.js';
import { PointsService } from './points.service.js';

@ApiTags('points')
@Controller('points')
export class PointsController {
  constructor(private readonly points: PointsService) {}

  @Get('ledger')
  @ApiOperation({ operationId: 'listMyPointsLedger', summary: "The signed-in user's points history, newest first" })
  @ApiOkResponse({ type: PointsLedgerPageDto })
  listMine(@CurrentUser() user: SessionUser, @Query() query: ListPointsLedgerQuery): Promise<PointsLedgerPageDto> {
    return this.points.listForUser(user.id, query);
  }
}
