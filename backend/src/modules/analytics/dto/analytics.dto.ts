import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { UserSummaryDto } from '../../users/user-summary.js';
import { DecimalInteger } from '../../../common/pipes/decimal-integer.js';

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export class AnalyticsQuery {
  @ApiPropertyOptional({
    type: 'integer',
    enum: ANALYTICS_PERIODS,
    default: 30,
    description: 'Days back from today (UTC), today included',
  })
  @IsOptional()
  @DecimalInteger()
  @IsIn(ANALYTICS_PERIODS)
  days?: AnalyticsPeriod;
}

export class AnalyticsFiguresDto {
  @ApiProperty() signUps: number;
  @ApiProperty({ description: 'Distinct users who wrote, commented, liked, viewed, messaged or submitted' })
  activeUsers: number;
  @ApiProperty() articles: number;
  @ApiProperty() comments: number;
  @ApiProperty() likes: number;
  @ApiProperty({ description: 'Article views (one per viewer per article per day)' }) views: number;
  @ApiProperty() messages: number;
  @ApiProperty() submissions: number;
  @ApiProperty() pointsEarned: number;
  @ApiProperty() pointsSpent: number;
  @ApiProperty({ description: 'Store revenue in cents, net of refunds' })
  revenueCents: number;
}

export class AnalyticsDayDto extends AnalyticsFiguresDto {
  @ApiProperty({ format: 'date' }) day: string;
}

export class AnalyticsDto {
  @ApiProperty({ enum: ANALYTICS_PERIODS }) days: number;
  @ApiProperty({ type: AnalyticsFiguresDto }) totals: AnalyticsFiguresDto;
  @ApiProperty({ type: [AnalyticsDayDto], description: 'One entry per UTC day, oldest first' })
  daily: AnalyticsDayDto[];
}

export class RecentUserActivityDto {
  @ApiProperty({ type: UserSummaryDto }) user: UserSummaryDto;
  @ApiProperty({ enum: ['article', 'comment', 'like', 'message', 'submission', 'view'] }) kind: string;
  @ApiProperty({ type: String, format: 'date-time' }) at: string;
}
