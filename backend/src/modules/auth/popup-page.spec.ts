import { renderPopupPage } from './popup-page.js';

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
