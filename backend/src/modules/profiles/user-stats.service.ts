import { Injectable } from '@nestjs/common';
import { EMPTY_USER_STATS, type UserStats } from '../users/user-stats.js';
import { UserStatsRepository } from './user-stats.repository.js';

/** Contributor score, karma and the profile counters of users, computed in SQL on read. */
@Injectable()
export class UserStatsService {
  constructor(private readonly repository: UserStatsRepository) {}

  /** Figures of each given user (unknown ids are absent from the map). One query whatever the count. */
  async statsFor(userIds: string[]): Promise<Map<string, UserStats>> {
    const unique = [...new Set(userIds)];
    if (unique.length === 0) return new Map();
    const rows = await this.repository.statsRows(unique);
    return new Map(
      rows.map((row) => [
        row.user_id,
        {
          contributorScore: Number(row.contributor_score),
          karma: Number(row.karma),
          articleCount: Number(row.article_count),
          totalViews: Number(row.total_views),
          followers: Number(row.followers),
          following: Number(row.following),
        },
      ]),
    );
  }

  async statsOf(userId: string): Promise<UserStats> {
    return (await this.statsFor([userId])).get(userId) ?? EMPTY_USER_STATS;
  }
}
