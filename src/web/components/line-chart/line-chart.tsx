import { lazy, Suspense } from 'react';
import { Box } from '@mantine/core';
import type { LineChartProps } from '@mantine/charts';

// Mantine's charts and recharts (about 120 kB compressed) load with the first chart shown, not with its page.
const Chart = lazy(() => import('./chart-library'));

/** Mantine's LineChart, loaded on first use; its height is kept free while it loads. */
export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} />}>
      <Chart {...props} />
    </Suspense>
  );
}
