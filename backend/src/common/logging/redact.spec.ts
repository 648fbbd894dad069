import { loggableError, pathOnly, redactSecrets } from './redact.js';

describe('pathOnly', () => {
  it('drops the query string and fragment', () => {
    expect(pathOnly('/api/auth/google/callback?code=4%2F0Abc&state=xyz')).toBe('/api/auth/google/callback');
    expect(pathOnly('/api/auth/steam/callback?openid.sig=abc#x')).toBe('/api/auth/steam/callback');
    expect(pathOnly('/api/articles')).toBe('/api/articles');
    expect(pathOnly(undefined)).toBe('');
  });
});

describe('redactSecrets', () => {
  it('masks OAuth codes, Steam signatures, tokens and client secrets, keeping the rest', () => {
    const text =
      'Failed to obtain access token: POST https://oauth2.example/token code=4/0AbcSECRET&client_secret=SHHH ' +
      'https://steamcommunity.com/openid/login?openid.sig=SIGSECRET&openid.mode=id_res {"access_token":"TOKSECRET"} ' +
      'Authorization: Bearer BEARERSECRET postgres://irl:DBPASSWORD@postgres:5432/irl';
    const redacted = redactSecrets(text);
    for (const secret of ['SECRET&', 'SHHH', 'SIGSECRET', 'TOKSECRET', 'BEARERSECRET', 'DBPASSWORD']) {
      expect(redacted).not.toContain(secret);
    }
    expect(redacted).toContain('Failed to obtain access token');
    expect(redacted).toContain('openid.mode=id_res');
    expect(redacted).toContain('postgres://irl:[redacted]@postgres:5432/irl');
  });

  it('redacts the message and stack of an error', () => {
    const logged = loggableError(new Error('GET /cb?code=SECRETCODE failed'));
    expect(JSON.stringify(logged)).not.toContain('SECRETCODE');
    expect(logged).toMatchObject({ type: 'Error', message: 'GET /cb?code=[redacted] failed' });
  });
});

describe('loggableError on what is already loggable', () => {
  it('keeps the message when the logger serializes an error a caller already converted', () => {
    const once = loggableError(new Error('timeout exceeded when trying to connect'));
    const twice = loggableError(once);
    expect(twice).toMatchObject({ type: 'Error', message: 'timeout exceeded when trying to connect' });
  });

  it('logs a thrown object as JSON, with its secrets masked, not as [object Object]', () => {
    expect(loggableError({ statusCode: 503, detail: 'down', token: 'abc' })).toEqual({
      message: '{"statusCode":503,"detail":"down","token":"[redacted]"}',
    });
  });
});
