import { ApiProperty } from '@nestjs/swagger';
import { RestrictableFeature } from '../../common/auth/auth.decorators.js';

/** Per feature: 'everyone' lets every signed-in user use it; 'admins' restricts it to admins. */
export const FEATURE_ACCESS_MODES = ['everyone', 'admins'] as const;
export type FeatureAccessMode = (typeof FEATURE_ACCESS_MODES)[number];

/** The four switches at once: all open, all restricted, or some of each. */
export const FEATURE_ACCESS_SUMMARIES = ['everyone', 'admins', 'mixed'] as const;
export type FeatureAccessSummary = (typeof FEATURE_ACCESS_SUMMARIES)[number];

/** One switch per feature an admin can restrict (Browse Content, Flair Store, Content Creation, Direct Messages). */
export type FeatureSwitches = Record<RestrictableFeature, FeatureAccessMode>;

export const RESTRICTABLE_FEATURES = Object.values(RestrictableFeature);
export const FEATURE_ACCESS_KEY = 'feature_access';
export const DEFAULT_FEATURE_ACCESS: FeatureAccessMode = 'everyone';

const isMode = (value: unknown): value is FeatureAccessMode =>
  FEATURE_ACCESS_MODES.includes(value as FeatureAccessMode);

/** Every switch set to one mode. */
export function allFeatures(mode: FeatureAccessMode): FeatureSwitches {
  return Object.fromEntries(RESTRICTABLE_FEATURES.map((feature) => [feature, mode])) as FeatureSwitches;
}

/**
 * The stored value read as four switches: an object of switches (a missing or unknown entry is the
 * default), or the single mode stored before the switches were split (it applies to all four).
 */
export function parseFeatureSwitches(stored: unknown): FeatureSwitches {
  if (isMode(stored)) return allFeatures(stored);
  const switches = allFeatures(DEFAULT_FEATURE_ACCESS);
  if (typeof stored !== 'object' || stored === null) return switches;
  for (const feature of RESTRICTABLE_FEATURES) {
    const value = (stored as Record<string, unknown>)[feature];
    if (isMode(value)) switches[feature] = value;
  }
  return switches;
}

export function summaryOf(switches: FeatureSwitches): FeatureAccessSummary {
  const modes = new Set(RESTRICTABLE_FEATURES.map((feature) => switches[feature]));
  if (modes.size > 1) return 'mixed';
  return modes.has('admins') ? 'admins' : 'everyone';
}

export const featureModeProperty = (description: string) => ({
  enum: FEATURE_ACCESS_MODES,
  enumName: 'FeatureAccessMode',
  description,
});

/** The four switches, each 'everyone' or 'admins'. */
export class FeatureSwitchesDto {
  @ApiProperty(
    featureModeProperty(
      'Browse Content: the browse and search screen (article search) and the archive index and timeline',
    ),
  )
  browse: FeatureAccessMode;

  @ApiProperty(featureModeProperty('Flair Store: the store, flair purchases and applications, payments and boosts'))
  store: FeatureAccessMode;

  @ApiProperty(
    featureModeProperty('Content Creation: writing and editing articles, submissions and CSV uploads of submissions'),
  )
  contribute: FeatureAccessMode;

  @ApiProperty(featureModeProperty('Direct Messages: every message endpoint and the live event stream'))
  messages: FeatureAccessMode;
}
