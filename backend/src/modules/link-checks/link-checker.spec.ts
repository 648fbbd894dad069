import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  checkLink,
  isDeadStatus,
  isPrivateAddress,
  mapWithConcurrency,
  type LinkCheckOptions,
} from './link-checker.js';

const options = (overrides: Partial<LinkCheckOptions> = {}): LinkCheckOptions => ({
  timeoutMs: 1000,
  maxRedirects: 5,
  allowPrivateAddresses: false,
  userAgent: 'test',
  ...overrides,
});

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-ip',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));
  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );
});

describe('checkLink', () => {
  it('never sends a request to a loopback address unless the setting allows it', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.writeHead(200).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/page`;
    try {
      expect(await checkLink(url, options())).toEqual({
        url,
        statusCode: null,
        error: 'address not allowed',
        dead: true,
      });
      expect(await checkLink(url.replace('127.0.0.1', 'localhost'), options())).toMatchObject({
        error: 'address not allowed',
        dead: true,
      });
      expect(requests).toBe(0);
      expect(await checkLink(url, options({ allowPrivateAddresses: true }))).toMatchObject({
        statusCode: 200,
        dead: false,
      });
      expect(requests).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('follows redirects only to http(s) addresses, and only up to the cap', async () => {
    let hops = 0;
    const server = createServer((req, res) => {
      hops += 1;
      if (req.url === '/ftp') return void res.writeHead(302, { location: 'ftp://example.org/' }).end();
      res.writeHead(302, { location: `/hop${hops}` }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const allowed = options({ allowPrivateAddresses: true, maxRedirects: 2 });
      expect(await checkLink(`${base}/ftp`, allowed)).toMatchObject({ error: 'not an http(s) address', dead: true });
      hops = 0;
      expect(await checkLink(`${base}/start`, allowed)).toMatchObject({ error: 'too many redirects', dead: true });
      // HEAD: the first request and 2 redirects, then GET the same.
      expect(hops).toBe(6);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('counts gone and failing pages as dead, refusals of robots as alive', () => {
    expect([200, 301, 401, 403, 429, 404, 410, 500, 503].map(isDeadStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });
});

describe('mapWithConcurrency', () => {
  it('never runs more than the limit at once and keeps the order', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapWithConcurrency([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return n * 2;
    });
    expect(results).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(peak).toBe(3);
  });
});
