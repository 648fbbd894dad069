import { findPersonalInformation, findPersonalInformationInFields, textOfHtml } from './personal-information.js';

const kinds = (text: string) => findPersonalInformation(text).map((match) => [match.kind, match.text]);

describe('findPersonalInformation', () => {
  it('finds phone numbers written the usual ways, national and international', () => {
    expect(kinds('Call him at (415) 555-2671 after the stream')).toEqual([['phone', '(415) 555-2671']]);
    expect(kinds('his mobile +44 7911 123456')).toEqual([['phone', '+44 7911 123456']]);
    expect(kinds('ring 020 7946 0958')).toEqual([['phone', '020 7946 0958']]);
    expect(kinds('+1 415-555-2671')).toEqual([['phone', '+1 415-555-2671']]);
  });

  it('does not take years, ranges, counts or dates for phone numbers', () => {
    for (const text of [
      'He streamed from 2016-2019 and again in 2021.',
      'The VOD had 3,500,000 views and 12000 live viewers.',
      'On 2017-06-14 the channel hit 100000 followers.',
      'Episode 415 aired at 10:30.',
    ]) {
      expect(kinds(text)).toEqual([]);
    }
  });

  it('finds e-mail addresses but not @handles', () => {
    expect(kinds('write to jane.doe+irl@example.co.uk now')).toEqual([['email', 'jane.doe+irl@example.co.uk']]);
    expect(kinds('follow @ice_poseidon and @xQc on Twitter')).toEqual([]);
  });

  it('finds street addresses with a house number and a street type', () => {
    expect(kinds('He lives at 221B Baker Street, London')).toEqual([['street_address', '221B Baker Street']]);
    expect(kinds('filmed outside 12 Elm St. last night')).toEqual([['street_address', '12 Elm St.']]);
    expect(kinds('He moved to 4 Ocean Drive.')).toEqual([['street_address', '4 Ocean Drive']]);
    expect(kinds('the stream ran 3 Hours Long')).toEqual([]);
    expect(kinds('He walked down Main Street for 5 hours')).toEqual([]);
  });

  it('finds exact coordinates, not rounded ones or version numbers', () => {
    expect(kinds('parked at 40.7484, -73.9857 all night')).toEqual([['coordinates', '40.7484, -73.9857']]);
    expect(kinds(`found at 40°44'54"N 73°59'8"W`)).toEqual([['coordinates', `40°44'54"N 73°59'8"W`]]);
    expect(kinds('somewhere near 40.7, -73.9')).toEqual([]);
    expect(kinds('OBS 30.0000, 29.1234 released')).toEqual([['coordinates', '30.0000, 29.1234']]);
    expect(kinds('values 95.12345, 10.12345 are not a latitude')).toEqual([]);
  });

  it('finds identity and card numbers', () => {
    expect(kinds('SSN 123-45-6789')).toEqual([['id_number', '123-45-6789']]);
    expect(kinds('NI number AB 12 34 56 C')).toEqual([['id_number', 'AB 12 34 56 C']]);
    expect(kinds('card 4111 1111 1111 1111 exp 12/27')).toEqual([['id_number', '4111 1111 1111 1111']]);
    // Never-issued SSN ranges and digits that fail the Luhn check are not numbers of anyone.
    expect(kinds('000-12-3456 and 4111 1111 1111 1112')).toEqual([]);
  });

  it('reports each span once, in order, with offsets into the text', () => {
    const text = 'Mail a@b.io or call (415) 555-2671.';
    const found = findPersonalInformation(text);
    expect(found.map((match) => match.kind)).toEqual(['email', 'phone']);
    for (const match of found) expect(text.slice(match.start, match.end)).toBe(match.text);
  });

  it('answers nothing for empty or ordinary text', () => {
    expect(findPersonalInformation('')).toEqual([]);
    expect(findPersonalInformation('A calm IRL stream through Tokyo at night.')).toEqual([]);
  });
});

describe('textOfHtml', () => {
  it('reads the text of article HTML so tags cannot split or hide a match', () => {
    expect(kinds(textOfHtml('<p>Call <strong>(415)</strong> 555-2671 &amp; ask</p>'))).toEqual([
      ['phone', '(415)  555-2671'],
    ]);
  });
});

describe('findPersonalInformationInFields', () => {
  it('names the field (and the list item) of each match', () => {
    expect(
      findPersonalInformationInFields({
        name: 'Jane Streamer',
        description: 'Reach her at jane@example.com',
        nicknames: ['JS', 'call 415-555-2671'],
        followers: 12000,
      }),
    ).toEqual([
      { field: 'description', kind: 'email', text: 'jane@example.com' },
      { field: 'nicknames[1]', kind: 'phone', text: '415-555-2671' },
    ]);
  });

  it("leaves a venue's own address and coordinates alone but not a residence's", () => {
    const place = { coordinates: '40.7484, -73.9857', address: '350 Fifth Avenue' };
    expect(findPersonalInformationInFields({ placeType: 'venue', ...place })).toEqual([]);
    expect(findPersonalInformationInFields({ placeType: 'residence', ...place })).toEqual([
      { field: 'coordinates', kind: 'coordinates', text: place.coordinates },
      { field: 'address', kind: 'street_address', text: place.address },
    ]);
  });
});
