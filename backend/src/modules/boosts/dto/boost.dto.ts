import { ApiProperty } from '@nestjs/swagger';
import { PageDtoOf } from '../../../common/pagination/page.dto.js';
import { ArticleSummaryDto } from '../../articles/articles.service.js';
import { UserSummaryDto } from '../../users/user-summary.js';

export enum BoostStatusDto {
  Scheduled = 'scheduled',
  Active = 'active',
  Ended = 'ended',
  /** Taken back with the points it was bought with (a refund or a dispute of those points). */
  Revoked = 'revoked',
}

export class BoostDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ type: Number, nullable: true, description: 'null once the article was deleted' })
  articleId: number | null;

  @ApiProperty({ description: "The article's title (as bought, once the article is gone)" })
  articleTitle: string;

  @ApiProperty({ description: 'Points paid', example: 250 })
  price: number;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the boost takes the Featured slot' })
  startsAt: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When it leaves the slot' })
  endsAt: string;

  @ApiProperty({ enum: BoostStatusDto, enumName: 'BoostStatus' })
  status: BoostStatusDto;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;
}

export class BoostPurchaseDto extends BoostDto {
  @ApiProperty({ description: "The buyer's points balance after paying" })
  balanceAfter: number;
}

export class MyBoostsPageDto extends PageDtoOf(BoostDto, { items: 'Newest purchase first' }) {}

export class BoostQueueSlotDto extends BoostDto {
  @ApiProperty({ type: UserSummaryDto })
  buyer: UserSummaryDto;
}

export class BoostQueueDto {
  @ApiProperty({ description: 'Points a boost costs', example: 250 })
  price: number;

  @ApiProperty({ description: 'Hours a boost holds the Featured slot', example: 24 })
  durationHours: number;

  @ApiProperty({ description: 'Boosts (active one included) the queue holds at most' })
  queueLimit: number;

  @ApiProperty({ type: String, format: 'date-time', description: 'When a boost bought now would start' })
  nextStartAt: string;

  @ApiProperty({ description: 'True when the queue is full and no boost can be bought now' })
  full: boolean;

  @ApiProperty({ type: [BoostQueueSlotDto], description: 'The active boost and those waiting, in slot order' })
  slots: BoostQueueSlotDto[];
}

export class ActiveBoostDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: String, format: 'date-time' })
  startsAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  endsAt: string;

  @ApiProperty({ type: ArticleSummaryDto })
  article: ArticleSummaryDto;
}

export class FeaturedBoostDto {
  @ApiProperty({
    type: ActiveBoostDto,
    nullable: true,
    description:
      'The boost holding the Featured slot now; null when none does (the home page features its newest article)',
  })
  boost: ActiveBoostDto | null;
}
