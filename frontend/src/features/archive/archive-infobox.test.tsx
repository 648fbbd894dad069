import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ArchiveInfobox } from './archive-infobox';
import { buildArchiveEntry } from './archive-fixtures';
import { ArchiveMediaLinks } from './archive-media-links';
import { ArchiveRelatedEvents } from './archive-related-events';

function renderInRouter(node: React.ReactNode) {
  return render(<MemoryRouter>{node}</MemoryRouter>);
}

/** The infobox's rows as [label, text] pairs, in order. */
function rows() {
  const box = screen.getByRole('complementary', { name: 'Infobox' });
  const labels = within(box)
    .getAllByRole('term')
    .map((term) => term.textContent);
  const values = within(box)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return labels.map((label, index) => [label, values[index]]);
}

describe('ArchiveInfobox', () => {
  it("shows a person's fields in order, leaving out the ones the entry lacks", () => {
    renderInRouter(<ArchiveInfobox entry={buildArchiveEntry()} />);
    expect(rows()).toEqual([
      ['Type', 'Person'],
      ['Also known as', 'justin'],
      ['Streamer', 'Yes'],
      ['Location', 'San Francisco, California'],
      ['Associated with', 'Emmett Shear,Nobody Listed'],
    ]);
  });

  it('links a relation to the entry it names and shows an unknown name as plain text', () => {
    renderInRouter(<ArchiveInfobox entry={buildArchiveEntry()} />);
    expect(screen.getByRole('link', { name: 'Emmett Shear' })).toHaveAttribute('href', '/archive/person/emmett-shear');
    expect(screen.queryByRole('link', { name: 'Nobody Listed' })).not.toBeInTheDocument();
    expect(screen.getByText('Nobody Listed')).toBeInTheDocument();
  });

  it("shows an event's dates formatted, its venue as a link to the place and labels a place type as the form does", () => {
    const { unmount } = renderInRouter(
      <ArchiveInfobox
        entry={buildArchiveEntry({
          type: 'event',
          slug: 'twitchcon-2015',
          name: 'TwitchCon 2015',
          details: { date: '2015-09-25', endDate: '2015-09-26', venue: 'Moscone Center', participants: ['Twitch'] },
          relations: [
            { field: 'participants', items: [{ text: 'Twitch', entry: null }] },
            {
              field: 'venue',
              items: [
                {
                  text: 'Moscone Center',
                  entry: { id: 3, type: 'place', slug: 'moscone-center', name: 'Moscone Center' },
                },
              ],
            },
          ],
        })}
      />,
    );
    expect(rows()).toEqual([
      ['Type', 'Event'],
      ['Date', 'Sep 25, 2015'],
      ['End date', 'Sep 26, 2015'],
      ['Venue', 'Moscone Center'],
      ['Participants', 'Twitch'],
    ]);
    expect(screen.getByRole('link', { name: 'Moscone Center' })).toHaveAttribute(
      'href',
      '/archive/place/moscone-center',
    );
    unmount();

    renderInRouter(
      <ArchiveInfobox
        entry={buildArchiveEntry({
          type: 'place',
          details: { coordinates: '37.7842,-122.4016', placeType: 'venue' },
          relations: [],
        })}
      />,
    );
    expect(rows()).toEqual([
      ['Type', 'Place'],
      ['Coordinates', '37.7842,-122.4016'],
      ['Place type', 'Event Venue'],
    ]);
  });

  it('opens a stream link as user content in a new tab', () => {
    renderInRouter(
      <ArchiveInfobox
        entry={buildArchiveEntry({
          details: { isStreamer: true, streamLink: 'https://twitch.tv/example' },
          relations: [],
        })}
      />,
    );
    const link = screen.getByRole('link', { name: 'https://twitch.tv/example' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
  });
});

describe('ArchiveMediaLinks', () => {
  it('lists each group with rel="noopener noreferrer nofollow ugc" and nothing when there are none', () => {
    const { unmount } = renderInRouter(
      <ArchiveMediaLinks
        entry={buildArchiveEntry({ videos: ['https://example.com/v'], links: ['https://example.com/l'] })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Videos' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Photos' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    }
    unmount();
    renderInRouter(<ArchiveMediaLinks entry={buildArchiveEntry({ links: [] })} />);
    expect(screen.queryByRole('heading', { name: 'Media and links' })).not.toBeInTheDocument();
  });
});

describe('ArchiveRelatedEvents', () => {
  it('lists the events by date with links, and undated ones as such', () => {
    renderInRouter(
      <ArchiveRelatedEvents
        events={[
          {
            id: 7,
            slug: 'justin-tv-goes-live',
            name: 'Justin.tv goes live',
            eventDate: '2007-03-19',
            role: 'participant',
          },
          { id: 8, slug: 'meetup', name: 'A meetup', eventDate: null, role: 'venue' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Mar 19, 2007Justin.tv goes live', 'Date unknown · held hereA meetup']);
    expect(screen.getByRole('link', { name: 'Justin.tv goes live' })).toHaveAttribute(
      'href',
      '/archive/event/justin-tv-goes-live',
    );
  });
});
