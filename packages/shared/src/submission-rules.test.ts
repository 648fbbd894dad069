import {
  SubmissionRuleMessages,
  SubmissionType,
  isCoordinates,
  isHistoryDate,
  isHttpUrl,
  validateSubmission,
} from './submission-rules.js';

const base = { name: 'Hampton Inn stream', description: 'A stream that went down in history.' };

describe('validateSubmission', () => {
  it('accepts a minimal submission of every type and keeps only what was given', () => {
    for (const type of Object.values(SubmissionType)) {
      const { value, errors } = validateSubmission(type, base);
      expect(errors).toEqual([]);
      expect(value).toMatchObject({ type, name: base.name, description: base.description, tags: [] });
    }
  });

  it('uses the exact wording for a missing name and a short description', () => {
    const { errors } = validateSubmission('person', { name: '   ', description: 'too short' });
    expect(errors).toEqual([
      { field: 'name', reason: 'Name is required' },
      { field: 'description', reason: 'Description must be at least 10 characters' },
    ]);
  });

  it('counts the description after trimming: ten characters pass, nine fail', () => {
    expect(validateSubmission('meme', { name: 'x', description: ' 0123456789 ' }).errors).toEqual([]);
    expect(validateSubmission('meme', { name: 'x', description: ' 012345678 ' }).errors).toHaveLength(1);
  });

  it('refuses an unknown type', () => {
    expect(validateSubmission('article', base).errors).toEqual([
      { field: 'type', reason: SubmissionRuleMessages.typeInvalid },
    ]);
  });

  it('drops blank list entries and trims the rest', () => {
    const { value } = validateSubmission('person', {
      ...base,
      nicknames: ['  Ice ', '', '   '],
      tags: ['', 'irl'],
      videos: ['', 'https://example.com/v'],
    });
    expect(value?.details.nicknames).toEqual(['Ice']);
    expect(value?.details.videos).toEqual(['https://example.com/v']);
    expect(value?.tags).toEqual(['irl']);
    expect(value?.details).not.toHaveProperty('akas');
  });

  it('accepts only http(s) URLs in videos, links and photos', () => {
    for (const field of ['videos', 'links', 'photos']) {
      for (const bad of ['javascript:alert(1)', 'ftp://example.com/x', 'example.com', 'data:text/html,x']) {
        const { errors } = validateSubmission('event', { ...base, [field]: ['https://ok.example', bad] });
        expect(errors).toEqual([{ field, reason: expect.stringContaining('http(s) URL') }]);
      }
    }
  });

  it('checks the stream link only for streamers and keeps it only for them', () => {
    expect(
      validateSubmission('person', { ...base, isStreamer: true, streamLink: 'javascript:alert(1)' }).errors,
    ).toEqual([{ field: 'streamLink', reason: 'Stream link must be a valid URL' }]);
    const streamer = validateSubmission('person', { ...base, isStreamer: true, streamLink: 'https://kick.com/x' });
    expect(streamer.value?.details).toMatchObject({ isStreamer: true, streamLink: 'https://kick.com/x' });
    const empty = validateSubmission('person', { ...base, isStreamer: true, streamLink: '' });
    expect(empty.errors).toEqual([]);
    const notStreamer = validateSubmission('person', { ...base, isStreamer: false, streamLink: 'https://kick.com/x' });
    expect(notStreamer.value?.details).toEqual({ isStreamer: false });
  });

  it('reads isStreamer from CSV-style text and refuses anything else', () => {
    expect(validateSubmission('person', { ...base, isStreamer: 'yes' }).value?.details.isStreamer).toBe(true);
    expect(validateSubmission('person', { ...base, isStreamer: 'maybe' }).errors[0].field).toBe('isStreamer');
  });

  it('validates coordinates, place types and active statuses', () => {
    expect(
      validateSubmission('place', { ...base, coordinates: '40.7, -74.0', placeType: 'venue' }).value?.details,
    ).toEqual({ coordinates: '40.7,-74.0', placeType: 'venue' });
    expect(validateSubmission('place', { ...base, coordinates: '91,0' }).errors[0]).toEqual({
      field: 'coordinates',
      reason: SubmissionRuleMessages.coordinatesInvalid,
    });
    expect(validateSubmission('place', { ...base, placeType: 'castle' }).errors[0].field).toBe('placeType');
    expect(validateSubmission('group', { ...base, activeStatus: 'disbanded' }).errors).toEqual([]);
    expect(validateSubmission('group', { ...base, activeStatus: 'gone' }).errors[0].field).toBe('activeStatus');
  });

  it('validates event dates and their order', () => {
    expect(validateSubmission('event', { ...base, date: '2017-02-30' }).errors[0].field).toBe('date');
    expect(validateSubmission('event', { ...base, date: '2017-03-01', endDate: '2017-02' }).errors).toEqual([
      { field: 'endDate', reason: SubmissionRuleMessages.endDateBeforeDate },
    ]);
    expect(validateSubmission('event', { ...base, date: '2017-03', endDate: '2017-03-05' }).errors).toEqual([]);
  });

  it('refuses a filled-in field of another type and an unknown field, ignores empty ones', () => {
    expect(validateSubmission('meme', { ...base, venue: 'Somewhere' }).errors).toEqual([
      { field: 'venue', reason: 'venue does not apply to a meme' },
    ]);
    expect(validateSubmission('meme', { ...base, venue: '', nicknames: [''], isStreamer: false }).errors).toEqual([]);
    expect(validateSubmission('meme', { ...base, price: 3 }).errors[0].field).toBe('price');
  });

  it('refuses values of the wrong shape instead of throwing', () => {
    const { errors } = validateSubmission('person', { name: 42, description: ['x'], nicknames: 'Ice' });
    expect(errors.map((error) => error.field)).toEqual(['name', 'description', 'nicknames']);
  });
});

describe('field checks', () => {
  it('isHttpUrl', () => {
    expect(isHttpUrl('https://example.com/a?b=c')).toBe(true);
    expect(isHttpUrl('HTTP://EXAMPLE.COM')).toBe(true);
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('mailto:a@b.c')).toBe(false);
  });

  it('isCoordinates', () => {
    expect(isCoordinates('-33.8688,151.2093')).toBe(true);
    expect(isCoordinates('0,181')).toBe(false);
    expect(isCoordinates('40.7')).toBe(false);
  });

  it('isHistoryDate', () => {
    expect(['2016', '2016-02', '2016-02-29'].every(isHistoryDate)).toBe(true);
    expect(['2015-02-29', '2016-13', '16-01-01', 'June 2016'].some(isHistoryDate)).toBe(false);
  });
});
