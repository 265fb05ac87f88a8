/** The platform's anchor units; `pixels` are points (1/72 inch), as tabs' positions are. */
export type AnchorUnits = 'pixels' | 'inches' | 'mms' | 'cms';

const POINTS_PER_UNIT: Record<AnchorUnits, number> = {
  pixels: 1,
  inches: 72,
  mms: 72 / 25.4,
  cms: 72 / 2.54,
};

/** An offset in the given units as points; unknown units count as pixels, the default. */
export function toPoints(value: number, units: string | undefined): number {
  const key = (units ?? 'pixels').toLowerCase() as AnchorUnits;
  return value * (POINTS_PER_UNIT[key] ?? 1);
}
