/** What the sign-in popup tells the window that opened it (spec section 4). */
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
