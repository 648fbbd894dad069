import { ValidationFailedException } from '../pipes/validation.pipe.js';
import {
  INVALID_CURSOR,
  cursorId,
  cursorIntId,
  decodeCursor,
  decodeIdCursor,
  decodeMillisCursor,
  encodeCursor,
  encodeIdCursor,
  encodeMillisCursor,
} from './cursor.js';
import { decodeTimeCursor, encodeTimeCursor } from './time-cursor.js';

function refusal(run: () => unknown): ValidationFailedException {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationFailedException) return error;
    throw error;
  }
  throw new Error('expected the cursor to be refused');
}

describe('page cursors', () => {
  it('round-trips the parts as text', () => {
    expect(decodeCursor(encodeCursor(['t', '12.500000', 7]), 3)).toEqual(['t', '12.500000', '7']);
  });

  it('keeps the microseconds of a time exactly', () => {
    const cursor = { at: '2026-03-01T10:20:30.123456Z', key: '42' };
    expect(decodeTimeCursor(encodeTimeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['not base64 json', 'bm90LWEtY3Vyc29y'],
    ['another list', encodeCursor(['t', '2026-01-01T00:00:00Z', '1', '2'])],
    ['a bad time', encodeCursor(['yesterday', '1'])],
    ['numbers instead of text', Buffer.from('[1,2]').toString('base64url')],
  ])('refuses %s with a 400 naming the cursor field', (_name, value) => {
    const error = refusal(() => decodeTimeCursor(value));
    expect(error.getStatus()).toBe(400);
    expect(error.message).toBe(INVALID_CURSOR);
    expect(error.fieldErrors).toEqual([{ field: 'cursor', reason: INVALID_CURSOR }]);
  });

  it('accepts positive ids only', () => {
    expect(cursorId('9007199254740993')).toBe('9007199254740993');
    expect(cursorIntId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '']) expect(() => cursorId(bad)).toThrow(ValidationFailedException);
    expect(() => cursorIntId('2147483648')).toThrow(ValidationFailedException);
  });

  it("keeps a list's kind letter in its id cursor and refuses another list's", () => {
    expect(decodeIdCursor(encodeIdCursor('17', 'b'), 'b')).toBe('17');
    expect(encodeIdCursor(17, 'b')).toBe(encodeCursor(['b', '17']));
    expect(() => decodeIdCursor(encodeIdCursor('17', 'l'), 'b')).toThrow(ValidationFailedException);
    expect(() => decodeIdCursor(encodeIdCursor('17'), 'b')).toThrow(ValidationFailedException);
    expect(decodeIdCursor(encodeIdCursor(9))).toBe('9');
  });

  it('round-trips a millisecond time and uuid, refusing a key that is no uuid', () => {
    const cursor = { at: new Date('2026-03-01T10:20:30.123Z'), id: '3f0c1c9e-8a51-4d2b-9c3e-2b7d5f1a6e90' };
    expect(decodeMillisCursor(encodeMillisCursor(cursor))).toEqual(cursor);
    expect(() => decodeMillisCursor(encodeCursor(['1772360430123', '42']))).toThrow(ValidationFailedException);
  });
});
