import { screen, within } from '@testing-library/react';
import type { LegalDocumentDto } from '@/api/generated/types.gen';
import { jsonResponse } from '@/test/api-response';
import { renderRoute, stubFetch } from '@/test/render';

const terms = (overrides: Partial<LegalDocumentDto> = {}): LegalDocumentDto => ({
  kind: 'terms',
  version: 3,
  title: 'Terms of Service',
  body: '<h2>What you may not post</h2><p>No harassment.</p>',
  publishedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function stub() {
  return stubFetch((url) => {
    if (url.pathname === '/api/legal/terms') return jsonResponse('getLegalDocument', terms());
    if (url.pathname === '/api/legal/terms/versions/2') {
      return jsonResponse('getLegalDocumentVersion', terms({ version: 2, body: '<p>The older text.</p>' }));
    }
    if (url.pathname === '/api/legal/terms/versions/1') {
      // A body the server's sanitiser did not see (written around it): the page cleans it again.
      const body =
        '<p>Old clause.</p><img src="x" onerror="window.__legalXss = 1"><script>window.__legalXss = 2</script>' +
        '<a href="javascript:window.__legalXss = 3">a link</a><iframe srcdoc="<p>x</p>"></iframe>' +
        '<p onclick="window.__legalXss = 4" style="color:red">Kept text.</p>';
      return jsonResponse('getLegalDocumentVersion', terms({ version: 1, body }));
    }
    if (url.pathname === '/api/legal/terms/versions') {
      return jsonResponse('listLegalDocumentVersions', {
        items: [3, 2, 1].map((version) => ({
          kind: 'terms' as const,
          version,
          title: 'Terms of Service',
          publishedAt: '2026-11-20T10:00:00.000Z',
        })),
        nextCursor: null,
      });
    }
    return undefined;
  });
}

describe('Legal document pages', () => {
  it('shows the version in force with its number, date, body and a link to the history', async () => {
    stub();
    renderRoute('/terms');
    const document = await screen.findByTestId('legal-document', {}, { timeout: 5000 });
    expect(within(document).getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(document).toHaveTextContent('Version 3 · published');
    expect(within(document).getByRole('heading', { level: 2, name: 'What you may not post' })).toBeInTheDocument();
    expect(within(document).getByRole('link', { name: 'Version history' })).toHaveAttribute('href', '/terms/history');
  });

  it('shows an earlier version, marked as such', async () => {
    stub();
    renderRoute('/terms/versions/2');
    const document = await screen.findByTestId('legal-document', {}, { timeout: 5000 });
    expect(document).toHaveTextContent('Version 2');
    expect(document).toHaveTextContent('This is an earlier version.');
    expect(screen.getByTestId('legal-body')).toHaveTextContent('The older text.');
    expect(within(document).getByRole('link', { name: 'Read the version in force' })).toHaveAttribute('href', '/terms');
  });

  it('sanitises the body again for display: no script, handler, frame or script link reaches the page', async () => {
    stub();
    renderRoute('/terms/versions/1');
    const body = await screen.findByTestId('legal-body', {}, { timeout: 5000 });
    expect(body).toHaveTextContent('Old clause.');
    expect(body).toHaveTextContent('Kept text.');
    expect(body.querySelectorAll('img, script, iframe')).toHaveLength(0);
    expect(body.querySelector('[onerror], [onclick], [style]')).toBeNull();
    expect(within(body).getByText('a link').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as unknown as { __legalXss?: number }).__legalXss).toBeUndefined();
  });

  it('lists the history newest first, the first entry linking to the version in force', async () => {
    stub();
    renderRoute('/terms/history');
    const list = await screen.findByRole('list', { name: 'Versions' }, { timeout: 5000 });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/terms',
      '/terms/versions/2',
      '/terms/versions/1',
    ]);
    expect(list).toHaveTextContent('in force');
  });
});
