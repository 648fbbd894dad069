import {
  normaliseDiscordUsername,
  normaliseTwitterHandle,
  normaliseYoutubeChannel,
  SOCIAL_HANDLE_RULES,
} from './social-handles.js';

describe('social handles', () => {
  it('strips one leading @ from a Twitter handle and clears an empty one', () => {
    expect(normaliseTwitterHandle(' @irl_fan ')).toBe('irl_fan');
    expect(normaliseTwitterHandle('@')).toBeNull();
    expect(normaliseTwitterHandle('   ')).toBeNull();
  });

  it('keeps a YouTube channel id and prefixes a handle with @', () => {
    expect(normaliseYoutubeChannel('UC1234567890abcdefghijKL')).toBe('UC1234567890abcdefghijKL');
    expect(normaliseYoutubeChannel('irlhistory')).toBe('@irlhistory');
    expect(normaliseYoutubeChannel('@irlhistory')).toBe('@irlhistory');
  });

  it('lower-cases a Discord username', () => {
    expect(normaliseDiscordUsername('Stream.Fan')).toBe('stream.fan');
  });

  it.each([
    ['twitterHandle', 'irl_fan', true],
    ['twitterHandle', 'sixteen_chars_xx', false],
    ['twitterHandle', 'has space', false],
    ['twitchUsername', 'abc', false],
    ['twitchUsername', 'irl_streamer_01', true],
    ['youtubeChannel', '@irl.history-channel', true],
    ['youtubeChannel', '@x', false],
    ['youtubeChannel', '@https://youtube.com', false],
    ['discordUsername', 'stream.fan', true],
    ['discordUsername', 'stream..fan', false],
    ['discordUsername', 'name#1234', false],
  ] as const)('%s %p valid: %p', (field, value, valid) => {
    expect(SOCIAL_HANDLE_RULES[field].pattern.test(value)).toBe(valid);
  });
});
