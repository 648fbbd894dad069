import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/auth.decorators.js';
import { UserRole } from '../users/user-role.js';
import { AnalyticsService } from './analytics.service.js';
import { AnalyticsDto, AnalyticsQuery, RecentUserActivityDto } from './dto/analytics.dto.js';

@ApiTags('admin')
@Controller('admin/analytics')
@Roles(UserRole.Admin)
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @ApiOperation({ operationId: 'getAnalytics', summary: 'Daily platform figures over the last 7, 30 or 90 days' })
  @ApiOkResponse({ type: AnalyticsDto })
  figures(@Query() query: AnalyticsQuery): Promise<AnalyticsDto> {
    return this.analytics.figures(query.days);
  }

  @Get('recent-activity')
  @ApiOperation({
    operationId: 'getRecentUserActivity',
    summary: 'The 5 users who acted most recently, with what they did',
  })
  @ApiOkResponse({ type: [RecentUserActivityDto] })
  recent(): Promise<RecentUserActivityDto[]> {
    return this.analytics.recentActivity();
  }
}
