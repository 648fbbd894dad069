import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class BadgeDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Stable key of the badge' }) slug: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ description: 'One emoji shown beside the name' }) icon: string;
  @ApiProperty({ description: 'True when an activity rule awards it; false when only admins award it' })
  automatic: boolean;
  @ApiProperty({ description: "How it is earned, e.g. 'Publish an article' or 'Awarded by an admin'" })
  criteria: string;
}

export class AdminBadgeDto extends BadgeDto {
  @ApiProperty({ description: 'Users who hold it now (revoked awards not counted)' })
  holderCount: number;
}

export class UserBadgeDto extends BadgeDto {
  @ApiProperty({ format: 'date-time' }) awardedAt: string;
  @ApiProperty({ enum: ['rule', 'admin'], description: 'Earned by a rule, or awarded by an admin' })
  source: 'rule' | 'admin';
}

export class AwardBadgeDto {
  @ApiProperty({ format: 'uuid', description: 'The user who gets the badge' })
  @IsUUID('all', { message: 'userId must be a user id' })
  userId: string;
}
