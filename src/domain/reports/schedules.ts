import { z } from 'zod';
import { addDays, dayStart, localDay } from '../audience/zone-days.js';
import { Id } from '../media-items/item.js';

/**
 * Scheduled reports (docs/api.md "Scheduled reports"): one of the Excel exports, saved with its item and
 * filters, produced by the server on a daily, weekly or monthly schedule at a time of the workspace's day.
 */
export const REPORT_EXPORTS = {
  campaign: { item: 'campaign', label: 'Campaign workbook' },
  venue: { item: 'venue', label: 'Venue interactions' },
  asset: { item: 'asset', label: 'Asset interactions' },
  'venue-data': { item: null, label: 'Venue Data' },
  detailed: { item: null, label: 'Detailed audience data' },
} as const;
export type ReportExport = keyof typeof REPORT_EXPORTS;
export const REPORT_EXPORT_NAMES = Object.keys(REPORT_EXPORTS) as ReportExport[];

export const FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Days a report covers when its filters name none: the period since the previous run. */
export const DEFAULT_DAYS: Record<Frequency, number> = { daily: 1, weekly: 7, monthly: 30 };
export const MAX_RECIPIENTS = 20;

export const ReportFilters = z.object({
  days: z.number().int().min(1).max(366).optional().describe('The complete days of the workspace before the run that the report covers'),
  type: z.number().int().min(1).max(9).optional().describe('Detailed export: one action type only'),
  sort: z.enum(['date', '-date']).optional().describe('Detailed export: by date, or newest first'),
});
export type ReportFilters = z.infer<typeof ReportFilters>;

const ScheduleFields = {
  filters: ReportFilters.optional(),
  format: z.literal('xlsx').optional(),
  frequency: z.enum(FREQUENCIES),
  time_of_day: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time of day, 'HH:MM'"),
  day_of: z.number().int().min(1).max(28).nullable().optional().describe('Weekly: 1 (Monday) to 7; monthly: 1 to 28'),
  recipients: z.array(z.email().max(254)).max(MAX_RECIPIENTS).optional().describe('Mailed the file when the server has SMTP_URL'),
};

export const ReportScheduleInput = z
  .object({
    export: z.enum(REPORT_EXPORT_NAMES as [ReportExport, ...ReportExport[]]),
    item_id: Id.optional().describe('The campaign, venue or asset of an item export'),
    aggregate_id: Id.optional().describe("The workspace of the workspace's exports"),
    ...ScheduleFields,
  })
  .superRefine((v, issues) => {
    const needsItem = REPORT_EXPORTS[v.export].item !== null;
    if (needsItem && !v.item_id) issues.addIssue({ code: 'custom', path: ['item_id'], message: `the ${v.export} export needs item_id` });
    if (!needsItem && !v.aggregate_id) issues.addIssue({ code: 'custom', path: ['aggregate_id'], message: `the ${v.export} export needs aggregate_id` });
    const problem = dayOfProblem(v.frequency, v.day_of);
    if (problem) issues.addIssue({ code: 'custom', path: ['day_of'], message: problem });
  });
export type ReportScheduleInput = z.infer<typeof ReportScheduleInput>;

/** A change of the schedule, filters or recipients; the export and its item stay. */
export const ReportSchedulePatch = z.object(ScheduleFields).superRefine((v, issues) => {
  const problem = dayOfProblem(v.frequency, v.day_of);
  if (problem) issues.addIssue({ code: 'custom', path: ['day_of'], message: problem });
});
export type ReportSchedulePatch = z.infer<typeof ReportSchedulePatch>;

/** The fields of the 'Schedule report' form that can be wrong. */
export type ScheduleFormField = 'time_of_day' | 'day_of' | 'recipients';

/**
 * The schedule form's problems by field, as the server's schema finds them (its words): the time of day, the day for
 * the frequency, and a recipient that is no email address (named, as the list holds several).
 */
export function scheduleFormProblems(v: {
  frequency: Frequency;
  time_of_day: string;
  day_of: number | null;
  recipients: readonly string[];
}): Partial<Record<ScheduleFormField, string>> {
  const problems: Partial<Record<ScheduleFormField, string>> = {};
  const time = ScheduleFields.time_of_day.safeParse(v.time_of_day);
  if (!time.success) problems.time_of_day = time.error.issues[0].message;
  const day = dayOfProblem(v.frequency, v.day_of) ?? ScheduleFields.day_of.safeParse(v.day_of).error?.issues[0].message;
  if (day) problems.day_of = day;
  const issue = ScheduleFields.recipients.safeParse([...v.recipients]).error?.issues[0];
  if (issue) problems.recipients = typeof issue.path[0] === 'number' ? `${v.recipients[issue.path[0]]}: ${issue.message}` : issue.message;
  return problems;
}

export function dayOfProblem(frequency: Frequency, dayOf: number | null | undefined): string | null {
  if (frequency === 'daily') return dayOf == null ? null : 'a daily report takes no day_of';
  if (dayOf == null) return `a ${frequency} report needs day_of`;
  if (frequency === 'weekly' && dayOf > 7) return 'day_of of a weekly report is 1 (Monday) to 7 (Sunday)';
  return null;
}

export interface Schedule {
  frequency: Frequency;
  timeOfDay: string;
  dayOf: number | null;
}

/** 1 (Monday) to 7 (Sunday) of a 'YYYY-MM-DD' day. */
const weekday = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

const runsOn = (s: Schedule, day: string) =>
  s.frequency === 'daily' || (s.frequency === 'weekly' ? weekday(day) === s.dayOf : Number(day.slice(8)) === s.dayOf);

/**
 * The first run strictly after `after` (ms) in `zone`. The time of day is counted from local midnight, so on
 * a day the clocks change it runs an hour off the wall clock, once.
 */
export function nextRun(s: Schedule, after: number, zone: string): Date {
  const [h, m] = s.timeOfDay.split(':').map(Number);
  // Within 32 days every schedule runs at least once (day_of of a month is at most 28).
  for (let day = localDay(after, zone), i = 0; i < 40; i++, day = addDays(day, 1)) {
    const at = dayStart(day, zone).getTime() + (h * 60 + m) * 60_000;
    if (runsOn(s, day) && at > after) return new Date(at);
  }
  throw new Error('no run within 40 days');
}

/** The days a run covers: the complete days of the workspace before the run's day. */
export function reportRange(runAt: number, zone: string, days: number) {
  const to = addDays(localDay(runAt, zone), -1);
  return { from: addDays(to, -(days - 1)), to };
}
