import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { UpdateArticleDto } from './update-article.dto.js';

/** The fields the validation pipe would refuse in this body (same options as the global pipe). */
function refusedFields(body: Record<string, unknown>): string[] {
  const dto = plainToInstance(UpdateArticleDto, body);
  return validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }).map((error) => error.property);
}

describe('UpdateArticleDto', () => {
  it('accepts an empty edit and any single valid field', () => {
    expect(refusedFields({})).toEqual([]);
    expect(refusedFields({ title: ' New title ' })).toEqual([]);
    expect(refusedFields({ category: 'Technology' })).toEqual([]);
  });

  it('refuses null for the title, the content and the category', () => {
    expect(refusedFields({ title: null, content: null, category: null }).sort()).toEqual([
      'category',
      'content',
      'title',
    ]);
  });

  it('accepts null for the excerpt and the tags, which clears them', () => {
    expect(refusedFields({ excerpt: null, tags: null })).toEqual([]);
  });

  it('applies the creation rules to the fields sent', () => {
    const fields = refusedFields({ title: '   ', content: '<p></p>', category: 'Nope', tags: ['x'.repeat(41)] });
    expect(fields.sort()).toEqual(['category', 'content', 'tags', 'title']);
    expect(refusedFields({ unknown: 1 })).toEqual(['unknown']);
  });
});
