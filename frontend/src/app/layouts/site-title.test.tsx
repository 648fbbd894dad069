import { act, screen, within } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS, setSiteSettings } from '@/lib/site-settings';
import { jsonResponse } from '@/test/api-response';
import { buildCurrentUser, buildPage, buildSession } from '@/test/fixtures';
import { renderRoute, stubFetch } from '@/test/render';

function stubSession(signedIn: boolean) {
  stubFetch((url) => {
    if (url.pathname === '/api/auth/user')
      return jsonResponse('getSession', buildSession(signedIn ? buildCurrentUser({ id: 'u1' }) : null));
    if (url.pathname === '/api/articles') return jsonResponse('listArticles', buildPage([]));
    return undefined;
  });
}

const brand = () => within(screen.getByRole('banner')).getByTestId('site-brand');
const footer = () => screen.getByRole('contentinfo');

describe('the site title in the header and footer', () => {
  afterEach(() => act(() => setSiteSettings(DEFAULT_SITE_SETTINGS)));

  it.each([
    ['signed out', false, '/'],
    ['signed in', true, '/browse'],
  ])('shows the title the admins set, %s, and follows a change without a reload', async (_who, signedIn, path) => {
    setSiteSettings({ ...DEFAULT_SITE_SETTINGS, siteTitle: 'Stream Lore Archive' });
    stubSession(signedIn);
    renderRoute(path);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(brand()).toHaveTextContent('Stream Lore Archive');
    expect(within(footer()).getByTestId('footer-site-title')).toHaveTextContent('Stream Lore Archive');
    expect(footer()).toHaveTextContent(`© ${new Date().getFullYear()} Stream Lore Archive contributors`);
    expect(screen.getByRole('banner')).not.toHaveTextContent('IRL Stream History');
    expect(footer()).not.toHaveTextContent('IRL Stream History');

    act(() => setSiteSettings({ ...DEFAULT_SITE_SETTINGS, siteTitle: 'Renamed Wiki' }));
    expect(brand()).toHaveTextContent('Renamed Wiki');
    expect(within(footer()).getByTestId('footer-site-title')).toHaveTextContent('Renamed Wiki');
  });
});
