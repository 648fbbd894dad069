import { ApiProperty } from '@nestjs/swagger';
import { ARTICLE_CATEGORIES } from '@irl/shared';

/** A category with its page's address segment, description and article count. */
export class ArticleCategoryDto {
  @ApiProperty({ enum: ARTICLE_CATEGORIES, example: 'Twitch IRL' })
  name: string;

  @ApiProperty({ example: 'twitch-irl', description: 'The segment of /category/{slug}' })
  slug: string;

  @ApiProperty()
  description: string;

  @ApiProperty({ description: 'Number of articles in the category' })
  articleCount: number;
}

/** A tag's page heading: the tag, its description and article count (0 when no article carries it). */
export class ArticleTagTopicDto {
  @ApiProperty({ example: 'bonding', description: 'Stored lower case' })
  tag: string;

  @ApiProperty({ example: 'Articles tagged bonding' })
  description: string;

  @ApiProperty({ description: 'Number of articles carrying the tag' })
  articleCount: number;
}
