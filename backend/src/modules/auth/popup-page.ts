import type { Response } from 'express';
import { PLATFORM_LABEL, type AuthPlatform } from './auth-platform.js';
import type { SignInOutcome } from './auth.service.js';

/** What the sign-in popup tells the window that opened it. */
export type PopupResult = { type: 'oauth-success'; redirect?: string } | { type: 'oauth-error'; error: string };

export const POPUP_SCRIPT_PATH = '/api/auth/popup.js';

/**
 * The popup's script (served from our origin because the CSP forbids inline scripts): it posts the
 * result to the opener, only to this site's own origin, then closes; without an opener (popup
 * blocked, so the sign-in ran in the main window) it goes to the redirect target or '/'.
 */
export const POPUP_SCRIPT = `(function () {
  var node = document.getElementById('oauth-result');
  var result = JSON.parse(node ? node.textContent : '{"type":"oauth-error","error":"Authentication failed"}');
  var origin = window.location.origin;
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(result, origin);
    window.close();
    return;
  }
  window.location.replace(result.type === 'oauth-success' && result.redirect ? result.redirect : '/');
})();
`;

/** The callback page: the result as inert JSON data (every '<' escaped) read by POPUP_SCRIPT. */
export function renderPopupPage(result: PopupResult): string {
  const json = JSON.stringify(result).replace(/</g, '\\u003c');
  const message = result.type === 'oauth-success' ? 'Signed in. You can close this window.' : 'Sign-in failed.';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Signing in</title><script src="${POPUP_SCRIPT_PATH}" defer></script></head>
<body><p>${message}</p><script type="application/json" id="oauth-result">${json}</script></body>
</html>
`;
}

/** Where the opener goes after each outcome of a provider sign-in, or the error it shows. */
export function popupResultOf(outcome: SignInOutcome): PopupResult {
  switch (outcome.kind) {
    case 'signed-in':
    case 'merged':
      return { type: 'oauth-success', redirect: '/' };
    case 'linked':
      return { type: 'oauth-success', redirect: '/settings/social' };
    case 'conflict': {
      const query = new URLSearchParams({ username: outcome.username, platform: outcome.platform });
      return { type: 'oauth-success', redirect: `/username-conflict-resolution?${query.toString()}` };
    }
    case 'refused':
      return { type: 'oauth-error', error: outcome.message };
  }
}

export function popupError(error: string): PopupResult {
  return { type: 'oauth-error', error };
}

/** The provider has no credentials on this site. */
export function providerUnavailable(platform: AuthPlatform): PopupResult {
  return popupError(`${PLATFORM_LABEL[platform]} sign-in is not available on this site.`);
}

/** Answers the request with the popup page. */
export function sendPopupPage(res: Response, result: PopupResult): void {
  // The popup arrives here from the provider's origin; any COOP but unsafe-none would put this page
  // in a new browsing-context group and sever window.opener, so the result could never be posted.
  res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
  res.status(200).type('html').setHeader('Cache-Control', 'no-store').send(renderPopupPage(result));
}
