/**
 * The bonus a package gives over the base rate of 100 points per dollar, as a whole percentage:
 * 1,099 points for $9.99 is a 10% bonus. 0 when the points do not exceed price times 100.
 */
export function bonusPercent(priceCents: number, points: number): number {
  if (priceCents <= 0 || points <= priceCents) return 0;
  return Math.round((points / priceCents - 1) * 100);
}
