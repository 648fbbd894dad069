import { screen } from '@testing-library/react';
import { renderRoute } from '@/test/render';

describe('unknown routes', () => {
  it('show 404 Page Not Found inside the site layout', async () => {
    renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page Not Found | IRL Stream History');
  });
});
