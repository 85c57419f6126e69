/**
 * The Area View's colours, by `AreaGroup.color` (core): slate for 'Other
 * Areas' (0), then one per box in the table's order, repeating past the
 * eighth. Each keeps 3:1 against the map's light tiles and white.
 */
const OTHER = '#475569';
const BOXES = ['#c026d3', '#0e7490', '#2563eb', '#4d7c0f', '#dc2626', '#b45309', '#15803d', '#7c3aed'];

export function areaColor(color: number): string {
  return color === 0 ? OTHER : BOXES[(color - 1) % BOXES.length];
}
