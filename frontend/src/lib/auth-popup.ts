import type { AuthPlatform } from '@/api/generated/types.gen';

/** Sign-in and account-link popups. */
export const POPUP_POLL_MS = 1000;
export const POPUP_TIMEOUT_MS = 300_000;
/**
 * How long a popup seen closed may still deliver its message. The popup posts its result and closes
 * at once; Chromium can report `closed` to the opener before the posted message is dispatched, and
 * deciding "closed without a result" then would drop the result (a conflict page never shown).
 */
export const POPUP_CLOSE_GRACE_MS = 500;
/** Signing in, and connecting another provider from Settings: 500x600. */
export const SIGN_IN_POPUP = { width: 500, height: 600 } as const;
export const CONNECT_POPUP = SIGN_IN_POPUP;
/** Linking the existing account from the username-conflict page: 600x700. */
export const LINK_POPUP = { width: 600, height: 700 } as const;

export type AuthPlatformName = AuthPlatform;

export const PLATFORM_LABELS: Record<AuthPlatformName, string> = {
  google: 'Google',
  discord: 'Discord',
  steam: 'Steam',
};

export type PopupMessage = { type: 'oauth-success'; redirect?: string } | { type: 'oauth-error'; error: string };

/**
 * Accepts a window message only from this site's own origin AND from the popup we opened; anything
 * else (another origin, another window, a malformed payload) gives null.
 */
export function readPopupMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  popup: Window | null,
  ownOrigin: string = window.location.origin,
): PopupMessage | null {
  if (!popup || event.origin !== ownOrigin || event.source !== popup) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  if (data.type === 'oauth-success') {
    const redirect = 'redirect' in data && typeof data.redirect === 'string' ? data.redirect : undefined;
    return { type: 'oauth-success', redirect };
  }
  if (data.type === 'oauth-error') {
    const error = 'error' in data && typeof data.error === 'string' ? data.error : 'Authentication failed';
    return { type: 'oauth-error', error };
  }
  return null;
}

/** A redirect we follow: a same-site path ('/x'), never '//host' or '/\host'. */
export function safeRedirectPath(redirect: string | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  return redirect;
}

type PopupHandlers = {
  onMessage: (message: PopupMessage) => void;
  /** The popup closed without a message. */
  onClosed: () => void;
  onTimeout: () => void;
};

/**
 * Opens `url` in a centred popup and reports its outcome once. Returns a cancel function, or null
 * when the popup was blocked (then the whole window navigates to `url`).
 */
export function openAuthPopup(
  url: string,
  size: { width: number; height: number },
  handlers: PopupHandlers,
): (() => void) | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - size.height) / 2));
  const popup = window.open(
    url,
    'irl-history-auth',
    `width=${size.width},height=${size.height},left=${left},top=${top},resizable=yes,scrollbars=yes`,
  );
  if (!popup) {
    window.location.assign(url);
    return null;
  }
  let done = false;
  let closeGrace: number | undefined;
  const finish = () => {
    done = true;
    window.removeEventListener('message', onMessage);
    window.clearInterval(poll);
    window.clearTimeout(timeout);
    window.clearTimeout(closeGrace);
  };
  const onMessage = (event: MessageEvent) => {
    const message = readPopupMessage(event, popup);
    if (!message || done) return;
    finish();
    handlers.onMessage(message);
  };
  window.addEventListener('message', onMessage);
  const poll = window.setInterval(() => {
    if (!popup.closed || done || closeGrace !== undefined) return;
    closeGrace = window.setTimeout(() => {
      if (done) return;
      finish();
      handlers.onClosed();
    }, POPUP_CLOSE_GRACE_MS);
  }, POPUP_POLL_MS);
  const timeout = window.setTimeout(() => {
    if (done) return;
    finish();
    popup.close();
    handlers.onTimeout();
  }, POPUP_TIMEOUT_MS);
  return () => {
    if (!done) finish();
  };
}
