import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { field, labelEvery, largest, textWidth, themeColor, valueAxis, valueOf } from './chart-scale';

// The console's charts, drawn as plain SVG in one render each: recharts' library (~120 kB compressed) and its first
// drawing of a page's few small charts held the main thread for seconds under a 4× CPU slowdown
// (docs/decisions/0145-own-svg-charts.md). A value is read by hovering its point, bar or stage.

export interface ChartSeries {
  /** The rows' field holding the series' values. */
  name: string;
  label?: string;
  /** A theme colour ('blue.6') or any CSS colour. */
  color: string;
}

interface CategoryChartProps {
  /** The height of the whole chart, legend included, in pixels. */
  h: number;
  /** One row a category, in order; `dataKey` names the category's field. */
  data: readonly object[];
  dataKey: string;
  series: readonly ChartSeries[];
  withLegend?: boolean;
  'data-testid'?: string;
}

const LEGEND_HEIGHT = 28;
const MARGIN = { top: 8, right: 12, bottom: 24 };
const number = new Intl.NumberFormat();
const AXIS_TEXT = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' } as const;

/** The element's width, followed as it changes (0 until first laid out: nothing is drawn in the meantime). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

function Legend({ items }: { items: readonly { label: string; color: string }[] }) {
  return (
    <Group gap="md" justify="center" mih={LEGEND_HEIGHT}>
      {items.map((item, i) => (
        <Group key={i} gap={6} wrap="nowrap">
          <Box w={12} h={12} style={{ borderRadius: 2, background: themeColor(item.color), flex: 'none' }} />
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {item.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

/** A label cut to about `width` pixels, with an ellipsis when cut. */
function fitted(label: string, width: number): string {
  const chars = Math.max(1, Math.floor(width / textWidth('m')));
  return label.length <= chars ? label : `${label.slice(0, Math.max(1, chars - 1))}…`;
}

/** A row's category, as its label. */
const category = (row: object, key: string) => String(field(row, key) ?? '');

/** Where a category chart's marks go: the centre of category `i`, the width each category has, a value's height. */
interface Plot {
  x(i: number): number;
  band: number;
  y(value: number): number;
}

/** Axes, grid and category labels of a line or bar chart, and what `draw` puts on them. */
function CategoryChart({
  h,
  data,
  dataKey,
  series,
  withLegend,
  stacked,
  draw,
  ...rest
}: CategoryChartProps & { stacked: boolean; draw(plot: Plot): ReactNode }) {
  const { ref, width } = useWidth();
  const svgHeight = h - (withLegend ? LEGEND_HEIGHT : 0);
  const axis = valueAxis(
    largest(
      data,
      series.map((s) => s.name),
      stacked,
    ),
  );
  const left = Math.max(...axis.ticks.map((t) => textWidth(number.format(t)))) + 12;
  const plotWidth = Math.max(0, width - left - MARGIN.right);
  const plotHeight = Math.max(0, svgHeight - MARGIN.top - MARGIN.bottom);
  const band = data.length > 0 ? plotWidth / data.length : plotWidth;
  const plot: Plot = {
    band,
    x: (i) => left + band * (i + 0.5),
    y: (value) => MARGIN.top + plotHeight * (1 - value / axis.top),
  };
  const labels = data.map((row) => category(row, dataKey));
  const every = labelEvery(labels.length, plotWidth, Math.max(...labels.map(textWidth), 1) + 8);
  return (
    <Box mih={h} data-testid={rest['data-testid']} data-chart>
      {withLegend && <Legend items={series.map((s) => ({ label: s.label ?? s.name, color: s.color }))} />}
      <div ref={ref} style={{ height: svgHeight }}>
        {width > 0 && (
          <svg width={width} height={svgHeight} role="img" aria-label={`Chart of ${series.map((s) => s.label ?? s.name).join(', ')} by ${dataKey}`}>
            {axis.ticks.map((tick) => (
              <g key={tick}>
                <line x1={left} x2={left + plotWidth} y1={plot.y(tick)} y2={plot.y(tick)} stroke="var(--mantine-color-gray-3)" strokeDasharray="5 5" />
                <text x={left - 6} y={plot.y(tick)} dy="0.32em" textAnchor="end" {...AXIS_TEXT}>
                  {number.format(tick)}
                </text>
              </g>
            ))}
            {labels.map((label, i) =>
              i % every === 0 ? (
                <text key={i} x={plot.x(i)} y={MARGIN.top + plotHeight + 16} textAnchor="middle" {...AXIS_TEXT}>
                  {fitted(label, band * every - 4)}
                </text>
              ) : null,
            )}
            {draw(plot)}
          </svg>
        )}
      </div>
    </Box>
  );
}

const hint = (series: ChartSeries, category: string, value: number) => `${series.label ?? series.name}, ${category}: ${number.format(value)}`;

/** Lines over categories (days, hours), one a series, each value a dot unless `withDots` is false. */
export function LineChart({ withDots = true, ...props }: CategoryChartProps & { withDots?: boolean }) {
  const { data, dataKey, series } = props;
  return (
    <CategoryChart
      {...props}
      stacked={false}
      draw={(plot) =>
        series.map((s) => {
          const color = themeColor(s.color);
          const points = data.map((row, i) => [plot.x(i), plot.y(valueOf(row, s.name))] as const);
          return (
            <g key={s.name}>
              <polyline points={points.map(([x, y]) => `${x},${y}`).join(' ')} fill="none" stroke={color} strokeWidth={2} strokeLinejoin="round" />
              {withDots &&
                points.map(([x, y], i) => (
                  <circle key={i} cx={x} cy={y} r={3} fill="var(--mantine-color-body)" stroke={color} strokeWidth={2} data-chart-dot>
                    <title>{hint(s, category(data[i], dataKey), valueOf(data[i], s.name))}</title>
                  </circle>
                ))}
            </g>
          );
        })
      }
    />
  );
}

/** Bars over categories, the series stacked on each other. */
export function BarChart(props: CategoryChartProps) {
  const { data, dataKey, series } = props;
  return (
    <CategoryChart
      {...props}
      stacked
      draw={(plot) => {
        const barWidth = Math.max(1, Math.min(plot.band * 0.6, 48));
        return data.map((row, i) => {
          let below = 0;
          return (
            <g key={i}>
              {series.map((s) => {
                const value = Math.max(0, valueOf(row, s.name));
                if (value === 0) return null;
                const y = plot.y(below + value);
                const height = plot.y(below) - y;
                below += value;
                return (
                  <rect key={s.name} x={plot.x(i) - barWidth / 2} y={y} width={barWidth} height={height} fill={themeColor(s.color)} data-chart-bar>
                    <title>{hint(s, category(row, dataKey), value)}</title>
                  </rect>
                );
              })}
            </g>
          );
        });
      }}
    />
  );
}

export interface FunnelStage {
  name: string;
  value: number;
  color: string;
}

const LABEL_SPACE = 96;

/**
 * Stages narrowing from the first: each a band as wide as its value against the largest, meeting the next stage's
 * width, its value written to its right and its name in the legend below.
 */
export function FunnelChart({
  data,
  size,
  valueFormatter = (v) => number.format(v),
  ...rest
}: {
  data: readonly FunnelStage[];
  size: number;
  valueFormatter?(value: number): string;
  'data-testid'?: string;
}) {
  const max = Math.max(0, ...data.map((d) => d.value));
  const widthOf = (value: number) => (max > 0 ? (size * Math.max(0, value)) / max : 0);
  const step = data.length > 0 ? size / data.length : size;
  const centre = size / 2;
  return (
    <Box data-testid={rest['data-testid']} data-chart>
      <svg
        width={size + LABEL_SPACE}
        height={size}
        viewBox={`0 0 ${size + LABEL_SPACE} ${size}`}
        style={{ maxWidth: '100%', height: 'auto' }}
        role="img"
        aria-label={`Funnel of ${data.map((d) => d.name).join(', ')}`}
      >
        {data.map((stage, i) => {
          const upper = widthOf(stage.value) / 2;
          const lower = widthOf(data[i + 1]?.value ?? stage.value) / 2;
          const top = i * step;
          const bottom = top + step - 2;
          return (
            <g key={stage.name}>
              <polygon
                points={`${centre - upper},${top} ${centre + upper},${top} ${centre + lower},${bottom} ${centre - lower},${bottom}`}
                fill={themeColor(stage.color)}
                data-chart-stage
              >
                <title>{`${stage.name}: ${valueFormatter(stage.value)}`}</title>
              </polygon>
              <text x={size + 8} y={top + step / 2} dy="0.32em" {...AXIS_TEXT}>
                {valueFormatter(stage.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <Legend items={data.map((d) => ({ label: d.name, color: d.color }))} />
    </Box>
  );
}
