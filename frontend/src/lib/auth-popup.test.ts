import {
  CONNECT_POPUP,
  LINK_POPUP,
  openAuthPopup,
  POPUP_CLOSE_GRACE_MS,
  POPUP_POLL_MS,
  readPopupMessage,
  safeRedirectPath,
  SIGN_IN_POPUP,
} from './auth-popup';

const origin = 'http://localhost:5100';
const popup = {} as Window;

describe('readPopupMessage', () => {
  it('accepts a success message from our own origin and our popup', () => {
    expect(
      readPopupMessage({ origin, source: popup, data: { type: 'oauth-success', redirect: '/' } }, popup, origin),
    ).toEqual({
      type: 'oauth-success',
      redirect: '/',
    });
    expect(
      readPopupMessage({ origin, source: popup, data: { type: 'oauth-error', error: 'Nope' } }, popup, origin),
    ).toEqual({
      type: 'oauth-error',
      error: 'Nope',
    });
  });

  it('ignores a message from another origin', () => {
    expect(
      readPopupMessage(
        { origin: 'https://evil.example', source: popup, data: { type: 'oauth-success' } },
        popup,
        origin,
      ),
    ).toBeNull();
  });

  it('ignores a message from another window of our origin', () => {
    expect(
      readPopupMessage({ origin, source: {} as Window, data: { type: 'oauth-success' } }, popup, origin),
    ).toBeNull();
    expect(readPopupMessage({ origin, source: popup, data: { type: 'oauth-success' } }, null, origin)).toBeNull();
  });

  it('ignores malformed payloads', () => {
    expect(readPopupMessage({ origin, source: popup, data: 'oauth-success' }, popup, origin)).toBeNull();
    expect(readPopupMessage({ origin, source: popup, data: { type: 'other' } }, popup, origin)).toBeNull();
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-site paths only', () => {
    expect(safeRedirectPath('/settings/social')).toBe('/settings/social');
    expect(safeRedirectPath('//evil.example/')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example/')).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});

describe('popup sizes', () => {
  it('opens sign-in and connect popups at 500x600 and the account-link popup at 600x700', () => {
    expect(SIGN_IN_POPUP).toEqual({ width: 500, height: 600 });
    expect(CONNECT_POPUP).toEqual({ width: 500, height: 600 });
    expect(LINK_POPUP).toEqual({ width: 600, height: 700 });
  });
});

describe('openAuthPopup', () => {
  const handlers = () => ({ onMessage: vi.fn(), onClosed: vi.fn(), onTimeout: vi.fn() });
  let opened: { closed: boolean; close: () => void };

  beforeEach(() => {
    vi.useFakeTimers();
    opened = { closed: false, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const post = (data: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: opened as unknown as Window }),
    );

  it('still takes the result when the popup is seen closed before its message arrives', () => {
    const on = handlers();
    openAuthPopup('/api/auth/google', SIGN_IN_POPUP, on);
    opened.closed = true;
    vi.advanceTimersByTime(POPUP_POLL_MS);
    post({ type: 'oauth-success', redirect: '/username-conflict-resolution?username=dan' });
    vi.advanceTimersByTime(POPUP_CLOSE_GRACE_MS * 2);
    expect(on.onMessage).toHaveBeenCalledWith({
      type: 'oauth-success',
      redirect: '/username-conflict-resolution?username=dan',
    });
    expect(on.onClosed).not.toHaveBeenCalled();
  });

  it('reports a popup closed without a result once the grace period has passed', () => {
    const on = handlers();
    openAuthPopup('/api/auth/google', SIGN_IN_POPUP, on);
    opened.closed = true;
    vi.advanceTimersByTime(POPUP_POLL_MS + POPUP_CLOSE_GRACE_MS - 1);
    expect(on.onClosed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(on.onClosed).toHaveBeenCalledTimes(1);
    post({ type: 'oauth-success' });
    expect(on.onMessage).not.toHaveBeenCalled();
  });
});
