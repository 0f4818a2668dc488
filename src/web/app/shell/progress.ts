/** Rules of the path bar's progress (docs/product/platform.md §2.4). */

/** No value: a random integer from 10 to 90. A value: clamped to 1–100. */
export function progressValue(value?: number, random: () => number = Math.random): number {
  if (value === undefined || Number.isNaN(value)) return 10 + Math.floor(random() * 81);
  return Math.min(100, Math.max(1, value));
}

export type ProgressColour = 'red' | 'orange' | 'yellow' | 'lightgreen' | 'darkgreen';

/** Red up to 20, orange up to 40, yellow up to 60, light green up to 80, dark green above. */
export function progressColour(value: number): ProgressColour {
  if (value <= 20) return 'red';
  if (value <= 40) return 'orange';
  if (value <= 60) return 'yellow';
  if (value <= 80) return 'lightgreen';
  return 'darkgreen';
}

/** The CSS colour drawn for each step. */
export const PROGRESS_CSS: Record<ProgressColour, string> = {
  red: '#e03131',
  orange: '#f76707',
  yellow: '#fcc419',
  lightgreen: '#69db7c',
  darkgreen: '#2b8a3e',
};
