import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { flattenValidationErrors } from '../../../common/pipes/validation.pipe.js';
import { SearchArticlesQuery } from './search-articles.query.js';

/** The field errors the validation pipe would answer for this query string. */
function errorsOf(query: Record<string, string>) {
  const dto = plainToInstance(SearchArticlesQuery, query);
  return flattenValidationErrors(validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }));
}

describe('SearchArticlesQuery dates', () => {
  it('gives a malformed day one reason, not one per check', () => {
    expect(errorsOf({ from: 'yesterday' })).toEqual([{ field: 'from', reason: 'from must be a date as YYYY-MM-DD' }]);
    expect(errorsOf({ to: '2024-02-30' })).toEqual([{ field: 'to', reason: 'to must be a date as YYYY-MM-DD' }]);
  });

  it('does not also call a range reversed when one end is malformed', () => {
    expect(errorsOf({ from: 'yesterday', to: '2024-01-01' })).toEqual([
      { field: 'from', reason: 'from must be a date as YYYY-MM-DD' },
    ]);
  });

  it('refuses a range that ends before it starts, and accepts real days', () => {
    expect(errorsOf({ from: '2024-05-01', to: '2024-04-30' })).toEqual([
      { field: 'to', reason: 'to must not be before from' },
    ]);
    expect(errorsOf({ from: '2024-02-29', to: '2024-02-29' })).toEqual([]);
  });
});
