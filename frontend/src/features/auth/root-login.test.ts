import { isDevelopmentHost } from './root-login';

describe('isDevelopmentHost', () => {
  it('allows port 5000, localhost and hosting-preview domains only', () => {
    expect(isDevelopmentHost({ hostname: 'irlhistory.example', port: '5000' })).toBe(true);
    expect(isDevelopmentHost({ hostname: 'localhost', port: '5100' })).toBe(true);
    expect(isDevelopmentHost({ hostname: '127.0.0.1', port: '' })).toBe(true);
    expect(isDevelopmentHost({ hostname: 'my-app.replit.dev', port: '' })).toBe(true);
    expect(isDevelopmentHost({ hostname: 'pr-12.vercel.app', port: '' })).toBe(true);
    expect(isDevelopmentHost({ hostname: 'irlhistory.example', port: '' })).toBe(false);
    expect(isDevelopmentHost({ hostname: 'vercel.app.evil.example', port: '443' })).toBe(false);
  });
});
