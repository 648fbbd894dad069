/** Site-wide metadata defaults (the default title is the product name). */
export const SITE_NAME = 'IRL Stream History';

export const DEFAULT_DESCRIPTION =
  'A community wiki documenting the history of IRL live-streaming culture: the streamers, platforms, events and moments that shaped it.';
