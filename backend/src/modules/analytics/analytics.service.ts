import { Injectable } from '@nestjs/common';
import { toUserSummary } from '../users/user-summary.js';
import { userFromRow } from '../users/user-row.js';
import { ANALYTICS_SERIES, AnalyticsRepository } from './analytics.repository.js';
import type { AnalyticsDto, AnalyticsFiguresDto, AnalyticsPeriod, RecentUserActivityDto } from './dto/analytics.dto.js';

export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;
/** The Recent User Activity card lists this many users. */
export const RECENT_ACTIVITY_USERS = 5;

@Injectable()
export class AnalyticsService {
  constructor(private readonly analytics: AnalyticsRepository) {}

  /** Daily figures and their totals; active users in the totals are distinct over the whole period. */
  async figures(days: AnalyticsPeriod = DEFAULT_ANALYTICS_PERIOD): Promise<AnalyticsDto> {
    const { daily, activeUsers } = await this.analytics.figures(days);
    const totals = {} as AnalyticsFiguresDto;
    for (const key of ANALYTICS_SERIES) totals[key] = daily.reduce((sum, row) => sum + row[key], 0);
    totals.activeUsers = activeUsers;
    return { days, totals, daily };
  }

  async recentActivity(): Promise<RecentUserActivityDto[]> {
    // One statement: the users come with their actions (reading each after would take a connection apiece).
    const rows = await this.analytics.recentActivity(RECENT_ACTIVITY_USERS);
    return rows.flatMap((row) => {
      const user = userFromRow(row, 'user');
      return user ? [{ user: toUserSummary(user), kind: row.kind, at: new Date(row.at).toISOString() }] : [];
    });
  }
}
