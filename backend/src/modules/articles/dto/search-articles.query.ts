import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ArticleFilterQuery } from './list-articles.query.js';

export class SearchArticlesQuery extends ArticleFilterQuery {
  @ApiPropertyOptional({
    maxLength: 200,
    description:
      'Words to find (web-search syntax: "a phrase", or, -word). Title matches rank first; a word found in ' +
      'no article is also tried as its closest known spelling. Without q: the filters only, newest first.',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(200)
  q?: string;
}
