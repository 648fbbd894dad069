/**
 * What each social field accepts, following each service's own username rules, so the profile
 * can build its links safely. Values are normalised first (see normalise*); '' clears a field.
 */
export const SOCIAL_HANDLE_RULES = {
  twitterHandle: {
    pattern: /^[A-Za-z0-9_]{1,15}$/,
    message: 'twitterHandle must be 1 to 15 letters, digits or underscores (a leading @ is removed)',
  },
  twitchUsername: {
    pattern: /^[A-Za-z0-9_]{4,25}$/,
    message: 'twitchUsername must be 4 to 25 letters, digits or underscores',
  },
  youtubeChannel: {
    pattern: /^(@[A-Za-z0-9._-]{3,30}|UC[A-Za-z0-9_-]{22})$/,
    message:
      'youtubeChannel must be a handle of 3 to 30 letters, digits, dots, dashes or underscores, or a channel id starting with UC',
  },
  discordUsername: {
    pattern: /^(?!.*\.\.)[a-z0-9_.]{2,32}$/,
    message: 'discordUsername must be 2 to 32 letters, digits, underscores or single dots',
  },
} as const;

/** Trims; an empty value clears the field (null). Non-strings are left for the validators to refuse. */
export function blankToNull(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function normaliseTwitterHandle(value: unknown): unknown {
  const trimmed = blankToNull(value);
  return typeof trimmed === 'string' ? blankToNull(trimmed.replace(/^@/, '')) : trimmed;
}

/** A channel id (UC + 22 characters) stays as it is; a handle is stored with its leading @. */
export function normaliseYoutubeChannel(value: unknown): unknown {
  const trimmed = blankToNull(value);
  if (typeof trimmed !== 'string') return trimmed;
  if (/^UC[A-Za-z0-9_-]{22}$/.test(trimmed)) return trimmed;
  return trimmed.startsWith('@') ? trimmed : `@${trimmed}`;
}

/** Discord usernames are lower case. */
export function normaliseDiscordUsername(value: unknown): unknown {
  const trimmed = blankToNull(value);
  return typeof trimmed === 'string' ? trimmed.toLowerCase() : trimmed;
}
