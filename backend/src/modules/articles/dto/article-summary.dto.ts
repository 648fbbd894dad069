import { UserSummaryDto } from '../../users/user-summary.js';
import { ApiProperty } from '@nestjs/swagger';

/** An article as the cards show it: no body, a plain-text preview instead. */
export class ArticleSummaryDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ type: String, nullable: true })
  excerpt: string | null;

  @ApiProperty({ description: 'Body with markup stripped, cut at 200 characters' })
  preview: string;

  @ApiProperty({ description: 'True when the body is longer than the preview' })
  previewTruncated: boolean;

  @ApiProperty()
  category: string;

  @ApiProperty({ format: 'uuid' })
  authorId: string;

  @ApiProperty({ type: UserSummaryDto })
  author: UserSummaryDto;

  @ApiProperty({ description: 'The author name to display' })
  authorName: string;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty()
  views: number;

  @ApiProperty()
  likes: number;

  @ApiProperty()
  commentCount: number;

  @ApiProperty({ description: "True while an admin has pinned the article to the home page's Featured slot" })
  featuredPinned: boolean;
}
