import type { DataSource } from 'typeorm';
import { Article } from '../../src/modules/articles/entities/article.entity.js';
import type { User } from '../../src/modules/users/entities/user.entity.js';

let sequence = 0;

export async function createArticle(
  dataSource: DataSource,
  author: User,
  overrides: Partial<Article> = {},
): Promise<Article> {
  sequence += 1;
  const repository = dataSource.getRepository(Article);
  return repository.save(
    repository.create({
      title: `Article ${sequence}`,
      content: `<p>Body of article ${sequence}</p>`,
      category: 'Technology',
      authorId: author.id,
      tags: [],
      ...overrides,
    }),
  );
}
