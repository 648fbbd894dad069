import { render, screen, within } from '@testing-library/react';
import type { ArticleReferenceDto } from '@/api/generated/types.gen';
import { linkCitations } from '@/lib/article-citations';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { ArticleReferences } from './article-references';

const reference = (overrides: Partial<ArticleReferenceDto>): ArticleReferenceDto => ({
  number: 1,
  kind: 'web',
  url: null,
  title: null,
  publisher: null,
  date: null,
  // The API sends null for a web source (the generated enum types do not say so).
  platform: null as unknown as ArticleReferenceDto['platform'],
  videoType: null as unknown as ArticleReferenceDto['videoType'],
  videoId: null,
  timestamp: null,
  label: '',
  link: null,
  ...overrides,
});

const references = [
  reference({
    number: 1,
    kind: 'stream',
    platform: 'twitch',
    videoType: 'vod',
    videoId: '123456',
    timestamp: '1:23:45',
    label: 'Twitch VOD 123456 at 1:23:45',
    link: 'https://www.twitch.tv/videos/123456?t=1h23m45s',
  }),
  reference({
    number: 2,
    url: 'https://example.org',
    title: 'The story',
    label: 'The story',
    link: 'https://example.org',
    publisher: 'IRL Times',
  }),
];

describe('citations and the References list', () => {
  it('keeps only the citation marker form when sanitising', () => {
    expect(
      sanitizeArticleHtml(
        '<p>a<sup data-cite="1" onclick="x()">1</sup> b<sup>2</sup> c<sup data-cite="2"><em>2</em></sup><em data-cite="1">d</em></p>',
      ),
    ).toBe('<p>a<sup data-cite="1">1</sup> b2 c<em>d</em></p>');
  });

  it('links each marker to its footnote, with an anchor per citation for the way back', () => {
    const { html, backlinks } = linkCitations(
      '<p>One<sup data-cite="1">1</sup> two<sup data-cite="2">2</sup> again<sup data-cite="1">1</sup> lost<sup data-cite="3">3</sup></p>',
      2,
    );
    expect(html).toBe(
      '<p>One<sup data-cite="1" class="citation"><a href="#ref-1" id="cite-1-1" aria-label="Reference 1">[1]</a></sup>' +
        ' two<sup data-cite="2" class="citation"><a href="#ref-2" id="cite-2-1" aria-label="Reference 2">[2]</a></sup>' +
        ' again<sup data-cite="1" class="citation"><a href="#ref-1" id="cite-1-2" aria-label="Reference 1">[1]</a></sup>' +
        ' lost[3]</p>',
    );
    expect([...backlinks.entries()]).toEqual([
      [1, ['cite-1-1', 'cite-1-2']],
      [2, ['cite-2-1']],
    ]);
  });

  it('lists numbered footnotes with anchors, back links and the timestamped VOD link', () => {
    render(
      <ArticleReferences
        references={references}
        backlinks={
          new Map([
            [1, ['cite-1-1', 'cite-1-2']],
            [2, ['cite-2-1']],
          ])
        }
      />,
    );
    const section = screen.getByRole('region', { name: 'References' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.id)).toEqual(['ref-1', 'ref-2']);
    const vod = within(items[0]).getByRole('link', { name: /Twitch VOD 123456 at 1:23:45/ });
    expect(vod).toHaveAttribute('href', 'https://www.twitch.tv/videos/123456?t=1h23m45s');
    expect(vod).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(items[0]).getByRole('link', { name: 'Back to citation 1, place 2, in the text' })).toHaveAttribute(
      'href',
      '#cite-1-2',
    );
    expect(within(items[1]).getByRole('link', { name: 'Back to citation 2 in the text' })).toHaveAttribute(
      'href',
      '#cite-2-1',
    );
    expect(items[1]).toHaveTextContent('IRL Times');
  });

  it('shows nothing for an article without references', () => {
    const { container } = render(<ArticleReferences references={[]} backlinks={new Map()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
