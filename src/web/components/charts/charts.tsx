import { lazy, Suspense } from 'react';
import { Box } from '@mantine/core';
import type { BarChartProps, FunnelChartProps, LineChartProps } from '@mantine/charts';

// Mantine's charts and recharts (about 120 kB compressed) load with the first chart shown, not with its page.
const library = () => import('./chart-library');
const LazyLine = lazy(() => library().then((m) => ({ default: m.LineChart })));
const LazyBar = lazy(() => library().then((m) => ({ default: m.BarChart })));
const LazyFunnel = lazy(() => library().then((m) => ({ default: m.FunnelChart })));

/** Mantine's LineChart, loaded on first use; its height is kept free while it loads. */
export function LineChart(props: LineChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} />}>
      <LazyLine {...props} />
    </Suspense>
  );
}

/** Mantine's BarChart, loaded on first use like the line chart. */
export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} />}>
      <LazyBar {...props} />
    </Suspense>
  );
}

/** Mantine's FunnelChart, loaded on first use; its size is kept free while it loads. */
export function FunnelChart(props: FunnelChartProps) {
  return (
    <Suspense fallback={<Box h={props.size ?? 300} />}>
      <LazyFunnel {...props} />
    </Suspense>
  );
}
