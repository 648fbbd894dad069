import { ARCHIVE_TYPES, isArchiveType } from './archive-types.js';
import { SUBMISSION_TYPES } from './submission-rules.js';

describe('archive types', () => {
  it('are the submission types, in the same order', () => {
    expect([...ARCHIVE_TYPES]).toEqual([...SUBMISSION_TYPES]);
  });

  it('recognises only those five', () => {
    expect(isArchiveType('meme')).toBe(true);
    expect(isArchiveType('article')).toBe(false);
    expect(isArchiveType(undefined)).toBe(false);
  });
});
