/** The points module's error messages, named once. */
export const PointsErrors = {
  insufficient: 'Insufficient points',
} as const;
