import type { Schedule } from '../../../../domain/media-items/types';
import { TREASURY_MESSAGES as M, type UsageType } from '../../../../domain/treasury/types';
import { startSerialProblem } from './coupon';
import type { GenerationState, TiDetail } from '../ti-details';
import { validMobile } from './instrument-detail';

/**
 * A row of 'Ticket Category Configuration' (docs/product/campaigns-venues-events.md §2.7): a stored batch (uid) or a
 * new one.
 */
export interface TicketCategoryRow {
  uid?: string;
  category: string;
  numberOfTickets: number;
  price: number;
  mobile: string;
  profile_id: string;
  generation?: GenerationState;
}

/**
 * The ticket editor's values (docs/product/campaigns-venues-events.md §2.7): configuration, start serial, schedule,
 * redeemer, Ticket acquisition, categories.
 */
export interface TicketDraft {
  tiConfigId: string;
  usagetype: UsageType;
  startSerial: string;
  scheduleUid: string;
  /** The ticket's redeemer: a category row without a mobile of its own takes it. */
  mobile: string;
  profile_id: string;
  /** 'Ticket acquisition': an SMS on acquisition (`sendSMSAcquisition`, docs/decisions/0079-coupons-and-tickets-console.md). */
  acquisition: boolean;
  categories: TicketCategoryRow[];
}

export const blankCategory = (): TicketCategoryRow => ({ category: '', numberOfTickets: 100, price: 0, mobile: '', profile_id: '' });

/** The editor's values of stored tickets, or of new ones (one blank category row). */
export function ticketDraftOf(detail?: TiDetail): TicketDraft {
  const batches = detail?.instrumentInfo ?? [];
  const first = batches[0]?.redeemer[0];
  return {
    tiConfigId: detail?.tiConfigId ?? '',
    usagetype: detail?.usagetype ?? 'single',
    startSerial: detail?.startSerial ?? '',
    scheduleUid: detail?.schedule?.uid ?? '',
    mobile: first?.mobile ?? '',
    profile_id: first?.profile_id ?? '',
    acquisition: detail?.sendSMSAcquisition ?? false,
    categories: batches.length
      ? batches.map((b) => ({
          uid: b.uid,
          category: b.category,
          numberOfTickets: b.numberOfTickets,
          price: b.price,
          mobile: b.redeemer[0]?.mobile ?? '',
          profile_id: b.redeemer[0]?.profile_id ?? '',
          generation: b.generation,
        }))
      : [blankCategory()],
  };
}

/** A row's redeemer: its own mobile, else the ticket's. */
export const rowRedeemer = (d: TicketDraft, row: TicketCategoryRow) =>
  row.mobile ? { mobile: row.mobile, profile_id: row.profile_id } : { mobile: d.mobile, profile_id: d.profile_id };

/** docs/product/campaigns-venues-events.md §5: configuration, start serial and schedule are required to save. */
export const canSaveTicket = (d: TicketDraft) => Boolean(d.tiConfigId && d.startSerial.trim() && d.scheduleUid);

/**
 * A row's problem, or null: category, number and price are required, the redeemer mobile 10 digits
 * (docs/product/campaigns-venues-events.md §5).
 */
export function rowProblem(d: TicketDraft, row: TicketCategoryRow): string | null {
  return Object.values(rowProblems(d, row)).find(Boolean) ?? null;
}

/** A row's problems by field (its redeemer's on `mobile`, whether its own or the ticket's it takes). */
export function rowProblems(d: TicketDraft, row: TicketCategoryRow): Partial<Record<'category' | 'numberOfTickets' | 'price' | 'mobile', string>> {
  const problems: Partial<Record<'category' | 'numberOfTickets' | 'price' | 'mobile', string>> = {};
  if (!row.category.trim()) problems.category = M.categoryRequired;
  if (!(row.numberOfTickets >= 1)) problems.numberOfTickets = M.countRequired;
  if (!(row.price >= 0)) problems.price = M.priceRequired;
  const mobile = rowRedeemer(d, row).mobile;
  if (!validMobile(mobile)) problems.mobile = mobile ? M.redeemerMobile : M.redeemerRequired;
  return problems;
}

/**
 * The ticket editor's problems by field, each shown beside its field (docs/decisions/0137): the configuration, the
 * start serial (letters then digits, as the server places batches) and the schedule, and each category row's
 * (`N.category` …, the row's redeemer on `N.mobile`); the ticket's own redeemer on `mobile` when a row takes it.
 */
export function ticketProblems(d: TicketDraft): Record<string, string | undefined> {
  const problems: Record<string, string | undefined> = {
    tiConfigId: d.tiConfigId ? undefined : M.configRequired,
    startSerial: startSerialProblem(d.startSerial) ?? undefined,
    scheduleUid: d.scheduleUid ? undefined : M.scheduleRequired,
  };
  d.categories.forEach((row, i) => {
    if (row.generation && row.generation !== 'configured') return; // generated: only its redeemer may change, and is kept
    for (const [field, message] of Object.entries(rowProblems(d, row))) {
      // A row without a mobile of its own takes the ticket's: the ticket's field says it.
      problems[field === 'mobile' && !row.mobile ? 'mobile' : `${i}.${field}`] ??= message;
    }
  });
  return problems;
}

/**
 * Generate Tickets & Save: a saveable ticket with every row whole, each row's redeemer matching a profile
 * (docs/product/campaigns-venues-events.md §5), and at least one category still to generate.
 */
export function canGenerateTickets(d: TicketDraft): boolean {
  return (
    canSaveTicket(d) &&
    d.categories.length > 0 &&
    d.categories.every((r) => rowProblem(d, r) === null && Boolean(rowRedeemer(d, r).profile_id)) &&
    d.categories.some((r) => !r.generation || r.generation === 'configured')
  );
}

/** The detail's fields a save sends. */
export function ticketBody(d: TicketDraft, schedules: readonly Schedule[]) {
  const s = schedules.find((x) => x.uid === d.scheduleUid);
  return {
    tiConfigId: d.tiConfigId,
    usagetype: d.usagetype,
    startSerial: d.startSerial,
    schedule: s ? { uid: s.uid, name: s.name, start: s.start, close: s.close } : {},
    sendSMSAcquisition: d.acquisition,
  };
}

/** A category's batch: uppercased category, count, price, the ticket's serial and schedule, its redeemer. */
export function ticketBatchBody(d: TicketDraft, row: TicketCategoryRow) {
  const r = rowRedeemer(d, row);
  return {
    category: row.category.trim().toUpperCase(),
    numberOfTickets: row.numberOfTickets,
    price: row.price,
    serialNumber: d.startSerial,
    schedule_uid: d.scheduleUid,
    redeemer: r.mobile ? [{ mobile: r.mobile, profile_id: r.profile_id }] : [],
  };
}

/**
 * Whether Save may run: no problem but a redeemer still to be given (a batch is stored without one; generation needs
 * it). A partly typed mobile is refused by the server, so it stops Save too.
 */
export const ticketSaveable = (problems: Record<string, string | undefined>) =>
  Object.entries(problems).every(([field, message]) => !message || (/(^|\.)mobile$/.test(field) && message === M.redeemerRequired));
