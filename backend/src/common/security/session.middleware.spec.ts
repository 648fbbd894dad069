import type { NextFunction, Request, Response } from 'express';
import { sessionsWhereNeeded } from './session.middleware.js';

/** Which requests reach express-session: those that have or may start a session. */
describe('sessionsWhereNeeded', () => {
  const reaches = (method: string, path: string, cookie?: string) => {
    const sessions = jest.fn((_req: Request, _res: Response, next: NextFunction) => next());
    const next = jest.fn();
    const req = { method, path, headers: cookie ? { cookie } : {} } as Request;
    sessionsWhereNeeded(sessions)(req, {} as Response, next);
    expect(next).toHaveBeenCalledTimes(1);
    return sessions.mock.calls.length === 1;
  };

  it('skips anonymous reads', () => {
    expect(reaches('GET', '/articles')).toBe(false);
    expect(reaches('HEAD', '/articles/12')).toBe(false);
    expect(reaches('GET', '/articles', 'theme=dark; sidebar=1')).toBe(false);
  });

  it('runs for requests that carry the session cookie', () => {
    expect(reaches('GET', '/articles', 'sid=s%3Aabc.def')).toBe(true);
    expect(reaches('GET', '/articles', 'theme=dark; sid=s%3Aabc.def')).toBe(true);
  });

  it('runs for every write and for the sign-in routes, where a session begins', () => {
    expect(reaches('POST', '/auth/root')).toBe(true);
    expect(reaches('POST', '/articles/12/like')).toBe(true);
    expect(reaches('GET', '/auth/google')).toBe(true);
    expect(reaches('GET', '/auth/steam/callback')).toBe(true);
  });
});
