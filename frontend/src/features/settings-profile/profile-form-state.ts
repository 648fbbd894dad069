import type { DisplayNamePreference, ProfileDto, UpdateProfileDto } from '@/api/generated/types.gen';

export const BIO_MAX = 1000;
/** The server's limit for names and the nickname (free text without control characters). */
export const NAME_MAX = 100;

export type TextField =
  | 'displayName'
  | 'firstName'
  | 'lastName'
  | 'bio'
  | 'twitterHandle'
  | 'twitchUsername'
  | 'youtubeChannel'
  | 'discordUsername';

export type ProfileFormState = Record<TextField, string> & {
  showRealName: boolean;
  showEmail: boolean;
  displayNamePreference: DisplayNamePreference;
  showOnlineStatus: boolean;
  allowFriendRequests: boolean;
};

export function initialProfileFormState(profile: ProfileDto): ProfileFormState {
  const settings = profile.settings;
  return {
    displayName: settings?.displayName ?? '',
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    bio: profile.bio ?? '',
    twitterHandle: profile.twitterHandle ?? '',
    twitchUsername: profile.twitchUsername ?? '',
    youtubeChannel: profile.youtubeChannel ?? '',
    discordUsername: profile.discordUsername ?? '',
    showRealName: settings?.showRealName ?? false,
    showEmail: settings?.showEmail ?? false,
    displayNamePreference: settings?.displayNamePreference ?? 'username',
    showOnlineStatus: settings?.showOnlineStatus ?? true,
    allowFriendRequests: settings?.allowFriendRequests ?? true,
  };
}

/**
 * The body sent to updateMyProfile: trimmed texts, blanks as null (cleared). Given the saved values,
 * only the fields that differ from them: a value the user did not touch (such as a name that came from
 * the sign-in provider) is never sent, so it can never block the save.
 */
export function toUpdateBody(state: ProfileFormState, saved?: ProfileFormState): UpdateProfileDto {
  const body = fullUpdateBody(state);
  if (!saved) return body;
  const baseline = fullUpdateBody(saved);
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => value !== baseline[key as keyof UpdateProfileDto]),
  );
}

function fullUpdateBody(state: ProfileFormState): UpdateProfileDto {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    displayName: text(state.displayName),
    firstName: text(state.firstName),
    lastName: text(state.lastName),
    bio: text(state.bio),
    twitterHandle: text(state.twitterHandle),
    twitchUsername: text(state.twitchUsername),
    youtubeChannel: text(state.youtubeChannel),
    discordUsername: text(state.discordUsername),
    showRealName: state.showRealName,
    showEmail: state.showEmail,
    displayNamePreference: state.displayNamePreference,
    showOnlineStatus: state.showOnlineStatus,
    allowFriendRequests: state.allowFriendRequests,
  };
}
