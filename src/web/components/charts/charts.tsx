import { Box } from '@mantine/core';
import type { BarChartProps, FunnelChartProps, LineChartProps } from '@mantine/charts';
import { lazyComponent } from '../../lib/lazy-component';

// Mantine's charts and recharts (about 120 kB compressed) load with the first chart shown, not with its page; each
// chart keeps its height free while they load.
const library = () => import('./chart-library');

/** Mantine's LineChart, loaded on first use. */
export const LineChart = lazyComponent<LineChartProps>(
  'LineChart',
  () => library().then((m) => m.LineChart),
  (props) => <Box h={props.h} />,
);

/** Mantine's BarChart, loaded on first use like the line chart. */
export const BarChart = lazyComponent<BarChartProps>(
  'BarChart',
  () => library().then((m) => m.BarChart),
  (props) => <Box h={props.h} />,
);

/** Mantine's FunnelChart, loaded on first use; its size is kept free while it loads. */
export const FunnelChart = lazyComponent<FunnelChartProps>(
  'FunnelChart',
  () => library().then((m) => m.FunnelChart),
  (props) => <Box h={props.size ?? 300} />,
);
