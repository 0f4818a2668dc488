import { defaultWindow, windowProblem } from '../../../domain/audience/windows';
import { localDay } from '../../../domain/audience/zone-days';
import { daysOfRange } from '../../../domain/summary/date-range';
import type { CampaignAttribution, DayWindow, ImpressionDay, ScreenFigures } from './attribution-api';

/** What a rate the server could not work out (the step before was 0) reads as. */
export const UNKNOWN = 'Unknown';

const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 2 });

/** A share the server answers (0.2857) as a percentage (28.57%); null as Unknown. */
export const formatRate = (share: number | null): string => (share === null ? UNKNOWN : percent.format(share));
/** A figure (impressions per play, say); null (nothing measured) as Unknown. */
export const formatFigure = (n: number | null): string => (n === null ? UNKNOWN : number.format(n));

/** The funnel's steps, top to bottom, as the chart draws them. */
export const FUNNEL_STEPS = [
  { key: 'plays', label: 'Plays', color: 'indigo.6' },
  { key: 'impressions', label: 'Impressions', color: 'blue.6' },
  { key: 'interactions', label: 'Interactions', color: 'teal.6' },
  { key: 'acquired', label: 'Acquired', color: 'orange.6' },
  { key: 'redeemed', label: 'Redeemed', color: 'red.6' },
] as const;

type FunnelFigures = Pick<CampaignAttribution, (typeof FUNNEL_STEPS)[number]['key']>;

/** The funnel chart's cells: one per step with the report's figure. */
export const funnelCells = (r: FunnelFigures) => FUNNEL_STEPS.map((s) => ({ key: s.key, name: s.label, value: r[s.key], color: s.color }));

/** The rates between the steps as the server worked them out (src/domain/attribution/funnel.ts), as text. */
export const stepRates = (r: Pick<CampaignAttribution, 'impressionsPerPlay' | 'conversion'>) => [
  { key: 'impressionsPerPlay', label: 'Impressions per play', text: formatFigure(r.impressionsPerPlay) },
  { key: 'interactionsPerImpression', label: 'Interactions per impression', text: formatRate(r.conversion.interactionsPerImpression) },
  { key: 'acquiredPerInteraction', label: 'Acquired per interaction', text: formatRate(r.conversion.acquiredPerInteraction) },
  { key: 'redeemedPerAcquired', label: 'Redeemed per acquired', text: formatRate(r.conversion.redeemedPerAcquired) },
];

/** A period picker's state: the two days chosen so far (null while one is missing). */
export type ChosenDays = [string | null, string | null];

/** The default period: the 30 days of the workspace's zone ending today, as the server's default. */
export const defaultPeriod = (now: number, zone: string | undefined): DayWindow => defaultWindow(localDay(now, zone ?? 'UTC'));

/** The window to ask for, or the problem with what is chosen (the server's own check, docs/api.md "Audience"). */
export function periodOf([from, to]: ChosenDays): DayWindow | { problem: string } {
  const problem = windowProblem(from, to);
  return problem ? { problem } : { from: from!, to: to! };
}

/** Impressions per day for the chart: every day of the window, 0 on the days without plays (the server lists only days with plays). */
export function impressionDays(perDay: readonly ImpressionDay[], window: DayWindow): ImpressionDay[] {
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  return daysOfRange(window).map((day) => byDay.get(day) ?? { day, plays: 0, measuredPlays: 0, impressions: 0 });
}

/** The tiles of what a campaign's plays gave: plays, measured plays, impressions and impressions per measured play. */
export const screenTiles = (s: ScreenFigures) => [
  { key: 'plays', label: 'Plays', value: s.plays },
  { key: 'measuredPlays', label: 'Measured Plays', value: s.measuredPlays },
  { key: 'impressions', label: 'Impressions', value: s.impressions },
  { key: 'impressionsPerPlay', label: 'Impressions per Play', value: s.impressionsPerPlay },
];
