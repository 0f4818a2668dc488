/** The value axis of a chart: its top and the values marked on it, from 0. */
export interface ValueAxis {
  top: number;
  ticks: number[];
}

/**
 * Round marks from 0 to at least `max`, about `count` steps apart: each step 1, 2, 2.5 or 5 times a power of ten, so
 * the labels read as people would write them. An empty or all-zero chart still gets an axis (0 to 1).
 */
export function valueAxis(max: number, count = 4): ValueAxis {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  // A quarter step only from 25 up: counts below that step by whole numbers.
  const multiples = power >= 10 ? [1, 2, 2.5, 5, 10] : [1, 2, 5, 10];
  const step = multiples.map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const steps = Math.ceil(max / step - 1e-9);
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { top: ticks[ticks.length - 1], ticks };
}

/** Every how many categories a label fits along an axis of `width` pixels, labels about `labelWidth` wide. */
export function labelEvery(categories: number, width: number, labelWidth: number): number {
  if (categories <= 0 || width <= 0) return 1;
  return Math.max(1, Math.ceil((categories * labelWidth) / width));
}

/** A rough width of a label in the charts' 12 px text: enough to keep labels apart, no measuring needed. */
export const textWidth = (text: string) => text.length * 7;

/** A row's field. */
export const field = (row: object, key: string): unknown => (row as Record<string, unknown>)[key];

/** The value of a row's series as a number: anything missing or not a number counts 0. */
export const valueOf = (row: object, key: string): number => {
  const value = field(row, key);
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** The largest stacked total (`stacked`) or single value among the rows' series. */
export function largest(rows: readonly object[], keys: readonly string[], stacked: boolean): number {
  let max = 0;
  for (const row of rows) {
    const values = keys.map((key) => valueOf(row, key));
    max = Math.max(max, stacked ? values.reduce((sum, v) => sum + Math.max(0, v), 0) : Math.max(0, ...values));
  }
  return max;
}

/** A Mantine colour name ('blue.6') as the CSS variable of the theme; any other colour as it is. */
export const themeColor = (color: string) => {
  const [name, shade] = color.split('.');
  return shade !== undefined && /^\d$/.test(shade) ? `var(--mantine-color-${name}-${shade})` : color;
};
