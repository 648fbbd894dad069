import { render } from '@testing-library/react';
import { DEFAULT_DESCRIPTION } from './site';
import { usePageMeta, type PageMeta } from './use-page-meta';

function Page(props: PageMeta) {
  usePageMeta(props);
  return null;
}

describe('usePageMeta', () => {
  it('sets "{title} | IRL Stream History" and the description', () => {
    render(<Page title="Browse Articles" description="Every article." />);
    expect(document.title).toBe('Browse Articles | IRL Stream History');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Every article.');
  });

  it('falls back to the site name and default description', () => {
    render(<Page />);
    expect(document.title).toBe('IRL Stream History');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', DEFAULT_DESCRIPTION);
  });
});
