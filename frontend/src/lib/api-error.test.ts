import { errorMessage, errorStatus, fieldErrorMap, fieldErrors, parseApiError, serverMessage } from './api-error';

const validation = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'Validation failed',
  errors: [
    { field: 'title', reason: 'title must be shorter than or equal to 200 characters' },
    { field: 'title', reason: 'title should not be empty' },
    { field: 'tags.0', reason: 'each value in tags must be a string' },
  ],
  path: '/api/articles',
  timestamp: '2026-01-01T00:00:00.000Z',
};

describe('parseApiError', () => {
  it('reads the status, message and field errors of a validation failure', () => {
    expect(parseApiError(validation)).toEqual({
      status: 400,
      message: 'Validation failed',
      fieldErrors: validation.errors,
    });
    expect(fieldErrors(validation)).toHaveLength(3);
  });

  it('keeps the first reason of each field for forms', () => {
    expect(fieldErrorMap(validation)).toEqual({
      title: 'title must be shorter than or equal to 200 characters',
      'tags.0': 'each value in tags must be a string',
    });
  });

  it('treats a thrown network error as having no status', () => {
    const error = new TypeError('Failed to fetch');
    expect(errorStatus(error)).toBeUndefined();
    expect(errorMessage(error)).toBe('Failed to fetch');
    expect(fieldErrors(error)).toEqual([]);
  });

  it('ignores malformed field errors and joins a list of messages', () => {
    const error = { statusCode: 400, message: ['a is wrong', 'b is wrong'], errors: [{ field: 'a' }, 'b', null] };
    expect(fieldErrors(error)).toEqual([]);
    expect(serverMessage(error)).toBe('a is wrong b is wrong');
  });

  it('formats errors for error states as status: message, with fallbacks', () => {
    expect(errorMessage({ statusCode: 403, message: 'Direct Messages are restricted to admins' })).toBe(
      '403: Direct Messages are restricted to admins',
    );
    expect(errorMessage({ statusCode: 502 })).toBe('502: Request failed');
    expect(errorMessage(undefined)).toBe('Something went wrong.');
    expect(serverMessage({ statusCode: 500 })).toBeNull();
  });
});
