import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ArticlePageQuery } from './list-articles.query.js';

export class ListAdminArticlesQuery extends ArticlePageQuery {
  @ApiPropertyOptional({ description: 'Part of the title (case-insensitive)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsString()
  @MaxLength(200)
  q?: string;
}
