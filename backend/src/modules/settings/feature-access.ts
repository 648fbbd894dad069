/** 'everyone': every signed-in user may use Browse, Store, Contribute and Direct Messages; 'admins': admins only. */
export const FEATURE_ACCESS_MODES = ['everyone', 'admins'] as const;
export type FeatureAccessMode = (typeof FEATURE_ACCESS_MODES)[number];
export const FEATURE_ACCESS_KEY = 'feature_access';
export const DEFAULT_FEATURE_ACCESS: FeatureAccessMode = 'everyone';
