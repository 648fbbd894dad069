/** The profiles module's error messages (profiles, follows, pictures), named once. */
export const ProfileErrors = {
  selfFollow: 'You cannot follow yourself.',
  noFile: 'Please select a file to upload',
  notAnImage: 'Only PNG, JPEG, GIF or WebP pictures are accepted.',
  avatarTooLarge: 'The picture is larger than the 5MB limit.',
  avatarNotFound: 'Profile Picture Not Found',
} as const;
