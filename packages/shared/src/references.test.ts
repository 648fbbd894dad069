import {
  isReferenceUrl,
  referenceLabel,
  streamLink,
  TIMESTAMP_PATTERN,
  timestampSeconds,
  VIDEO_ID_PATTERN,
} from './references.js';

describe('reference format', () => {
  it('labels a stream source by platform, kind, id and moment, and a web source by its title', () => {
    expect(
      referenceLabel({ kind: 'stream', platform: 'twitch', videoType: 'vod', videoId: '123', timestamp: '1:02:03' }),
    ).toBe('Twitch VOD 123 at 1:02:03');
    expect(referenceLabel({ kind: 'stream', platform: 'youtube', videoType: 'clip', videoId: 'abc' })).toBe(
      'YouTube clip abc',
    );
    expect(referenceLabel({ kind: 'stream', videoId: 'x' })).toBe('Stream VOD x');
    expect(referenceLabel({ kind: 'web', title: 'A page', url: 'https://example.com' })).toBe('A page');
    expect(referenceLabel({ kind: 'web', title: null, url: 'https://example.com' })).toBe('https://example.com');
  });

  it('links a stream at its moment where the platform allows it, else only to a given URL', () => {
    expect(
      streamLink({ kind: 'stream', platform: 'twitch', videoType: 'vod', videoId: '42', timestamp: '1:02:03' }),
    ).toBe('https://www.twitch.tv/videos/42?t=1h2m3s');
    expect(streamLink({ kind: 'stream', platform: 'twitch', videoType: 'clip', videoId: 'Funny-Clip' })).toBe(
      'https://clips.twitch.tv/Funny-Clip',
    );
    expect(streamLink({ kind: 'stream', platform: 'youtube', videoId: 'dQw4w9WgXcQ', timestamp: '0:42' })).toBe(
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    );
    expect(streamLink({ kind: 'stream', platform: 'kick', videoId: 'abc' })).toBeNull();
    expect(streamLink({ kind: 'stream', platform: 'kick', videoId: 'abc', url: 'https://kick.com/x/videos/abc' })).toBe(
      'https://kick.com/x/videos/abc',
    );
  });

  it('reads timestamps as H:MM:SS or M:SS', () => {
    expect(timestampSeconds('1:02:03')).toBe(3723);
    expect(timestampSeconds('4:05')).toBe(245);
    expect(['1:23:45', '4:05', '59:59', '100:00:00'].every((t) => TIMESTAMP_PATTERN.test(t))).toBe(true);
    expect(['1:60', '1:2:3', '60:00', 'abc'].some((t) => TIMESTAMP_PATTERN.test(t))).toBe(false);
  });

  it('accepts video ids of letters, digits, - and _ only', () => {
    expect(VIDEO_ID_PATTERN.test('Abc_12-x')).toBe(true);
    expect(VIDEO_ID_PATTERN.test('a/b')).toBe(false);
  });

  it('accepts only absolute http(s) addresses', () => {
    expect(isReferenceUrl('https://example.com/a')).toBe(true);
    expect(isReferenceUrl('javascript:alert(1)')).toBe(false);
    expect(isReferenceUrl('/relative')).toBe(false);
    expect(isReferenceUrl('data:text/html,x')).toBe(false);
  });
});
