import { ValidateBy, type ValidationOptions } from 'class-validator';
import { BadgeErrors } from '../badges.errors.js';

// One emoji as Unicode lists them (RGI): a single pictograph, a flag, a keycap, a skin tone or a ZWJ
// sequence such as 👩‍💻. Built with `new RegExp` because the `v` flag is newer than the compile target.
const ONE_EMOJI = new RegExp('^\\p{RGI_Emoji}$', 'v');

/** True when the text is exactly one emoji. */
export function isOneEmoji(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 16 && ONE_EMOJI.test(value);
}

/** The badge icon: exactly one emoji, as the badges the site ships with have. */
export function IsOneEmoji(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    { name: 'isOneEmoji', validator: { validate: isOneEmoji, defaultMessage: () => BadgeErrors.oneEmoji } },
    options,
  );
}
