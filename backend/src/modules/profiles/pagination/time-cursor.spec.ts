import { BadRequestException } from '@nestjs/common';
import { decodeTimeCursor, encodeTimeCursor } from './time-cursor.js';

describe('time cursor', () => {
  it('round-trips the exact time with microseconds and the key', () => {
    const cursor = { at: '2026-03-01T10:20:30.123456Z', key: 'article_created:42' };
    expect(decodeTimeCursor(encodeTimeCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['not base64 JSON', 'plain-text'],
    ['a JSON object', Buffer.from('{"at":"2026-01-01T00:00:00Z"}').toString('base64url')],
    ['a date that is not ISO', Buffer.from('["yesterday","1"]').toString('base64url')],
    ['an impossible date', Buffer.from('["2026-13-45T99:00:00Z","1"]').toString('base64url')],
    ['a key that is not text', Buffer.from('["2026-01-01T00:00:00Z",1]').toString('base64url')],
    ['a key too long', Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', 'k'.repeat(121)])).toString('base64url')],
  ])('refuses %s with a 400', (_label, value) => {
    expect(() => decodeTimeCursor(value)).toThrow(BadRequestException);
  });
});
