import { summariseUserAgent } from './user-agent.js';

describe('summariseUserAgent', () => {
  it('reads the common browsers and systems', () => {
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ).description,
    ).toBe('Edge on Windows');
    expect(
      summariseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0').description,
    ).toBe('Firefox on Linux');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ).description,
    ).toBe('Safari on iPhone');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ).description,
    ).toBe('Chrome on macOS');
  });

  it('says so when the header is missing or unknown', () => {
    expect(summariseUserAgent(undefined)).toEqual({
      browser: 'Unknown browser',
      os: 'Unknown system',
      description: 'Unknown device',
    });
    expect(summariseUserAgent('supertest').description).toBe('Unknown device');
  });
});
