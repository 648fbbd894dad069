import { utcDay, viewerKey, visitorAddress } from './viewer-key.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const anonymous = { ip: '203.0.113.7' };

describe('viewerKey', () => {
  it('uses the user id for a signed-in viewer, whatever the address', () => {
    const userId = '3f1e2d4c-0000-4000-8000-000000000abc';
    expect(viewerKey({ userId, ...anonymous }, '2026-03-01', SECRET)).toBe(userId);
    expect(viewerKey({ userId, ip: '198.51.100.1' }, '2026-03-01', SECRET)).toBe(userId);
  });

  it('hashes an anonymous viewer into a short key that holds no raw address', () => {
    const key = viewerKey(anonymous, '2026-03-01', SECRET);
    expect(key).toMatch(/^anon:[0-9a-f]{32}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(key.length).toBeLessThanOrEqual(80);
  });

  it('gives the same key to the same browser on the same day', () => {
    expect(viewerKey(anonymous, '2026-03-01', SECRET)).toBe(viewerKey({ ...anonymous }, '2026-03-01', SECRET));
  });

  it('gives different keys for another address, another day or another secret', () => {
    const base = viewerKey(anonymous, '2026-03-01', SECRET);
    expect(viewerKey({ ...anonymous, ip: '203.0.113.8' }, '2026-03-01', SECRET)).not.toBe(base);
    expect(viewerKey(anonymous, '2026-03-02', SECRET)).not.toBe(base);
    expect(viewerKey(anonymous, '2026-03-01', `${SECRET}x`)).not.toBe(base);
  });
});

describe('visitorAddress', () => {
  it('keeps IPv4 addresses, unwraps IPv4-mapped ones and reduces IPv6 to its /64', () => {
    expect(visitorAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorAddress('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(visitorAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:0db8:0001:0002::/64');
    expect(visitorAddress('::1')).toBe('0000:0000:0000:0000::/64');
  });
});

describe('utcDay', () => {
  it('is the UTC calendar date, not the local one', () => {
    expect(utcDay(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDay(new Date('2026-03-02T00:00:00.000Z'))).toBe('2026-03-02');
    expect(utcDay(new Date('2026-03-01T20:00:00-05:00'))).toBe('2026-03-02');
  });
});
