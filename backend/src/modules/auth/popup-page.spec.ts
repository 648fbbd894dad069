import { AuthPlatform } from './auth-platform.js';
import { popupResultOf, providerUnavailable, renderPopupPage } from './popup-page.js';

describe('renderPopupPage', () => {
  it('embeds the result as JSON that cannot close the script element', () => {
    const html = renderPopupPage({ type: 'oauth-error', error: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script type="application\/json" id="oauth-result">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ type: 'oauth-error', error: '</script><script>alert(1)</script>' });
  });

  it('has no inline executable script (the CSP forbids them)', () => {
    const html = renderPopupPage({ type: 'oauth-success' });
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    expect(scripts).toEqual([
      '<script src="/api/auth/popup.js" defer>',
      '<script type="application/json" id="oauth-result">',
    ]);
  });
});

describe('popupResultOf', () => {
  it('sends a sign-in or merge home and a link to the social settings', () => {
    expect(popupResultOf({ kind: 'signed-in', userId: 'u' })).toEqual({ type: 'oauth-success', redirect: '/' });
    expect(popupResultOf({ kind: 'merged', userId: 'u' })).toEqual({ type: 'oauth-success', redirect: '/' });
    expect(popupResultOf({ kind: 'linked', userId: 'u' })).toEqual({
      type: 'oauth-success',
      redirect: '/settings/social',
    });
  });

  it("sends a username conflict to its resolution page without naming the holder's sign-in providers", () => {
    const result = popupResultOf({
      kind: 'conflict',
      userId: 'new',
      holderId: 'old',
      username: 'ada & co',
      platform: AuthPlatform.Discord,
    });
    expect(result).toEqual({
      type: 'oauth-success',
      redirect: '/username-conflict-resolution?username=ada+%26+co&platform=discord',
    });
  });

  it('reports a refusal as an error, and names an unavailable provider by its label', () => {
    expect(popupResultOf({ kind: 'refused', message: 'No.' })).toEqual({ type: 'oauth-error', error: 'No.' });
    expect(providerUnavailable(AuthPlatform.Steam)).toEqual({
      type: 'oauth-error',
      error: 'Steam sign-in is not available on this site.',
    });
  });
});
