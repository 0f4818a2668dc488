import { z } from 'zod';
import { CREATIVE_SECTIONS } from '../creatives/sections.js';
import { LEARNING_SECTION_TITLES } from '../learning/values.js';

/** One audit record as the API answers it (docs/api.md "Audit trail"). */
export interface AuditRecord {
  id: number;
  at: string;
  actor: { kind: string; id: string | null; name: string };
  requestId: string | null;
  path: string | null;
  kind: string;
  recordId: string;
  /**
   * The item a sub-record belongs to (a creative's card, fare matrix or learning content: record id "creativeId/subId");
   * null for a record of its own.
   */
  rootId: string | null;
  /**
   * In an item's history, which of its sub-records a record is of: the card's section (or "fare-matrix", or learning
   * content's kind), id and name.
   */
  sub?: SubRecord;
  workspaceId: string | null;
  action: string;
  /** Changed fields, by name: a document's fields are `doc.<name>`; "[secret]" stands for a secret's value. */
  changes: Change[];
}

/**
 * One changed field. A field that refers to another record by id (`project_id`, `doc.tiConfigId` …) also carries that
 * record's name where it is known (`oldName`, `newName`), so a History shows names rather than ids.
 */
export interface Change {
  field: string;
  old: unknown;
  new: unknown;
  oldName?: string;
  newName?: string;
}

/** Whether a field holds another record's id (by its name: `…_id` or `…Id`), so that its values may be named. */
export const isReferenceField = (field: string): boolean => /(_id|Id)$/.test(field);

/** A sub-record as an item's history names it; `name` is null when neither the card nor the page's records tell it. */
export interface SubRecord {
  kind: string;
  id: string;
  name: string | null;
}

export interface AuditPage {
  records: AuditRecord[];
  /** The `before` of the next (older) page, or null at the end. */
  next: number | null;
}

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'grant', 'revoke', 'generate', 'restore', 'prune'] as const;
export const AUDIT_ACTOR_KINDS = ['user', 'client', 'device', 'anonymous', 'system', 'database'] as const;

const Text = z.string().trim().min(1).max(200);
const Cursor = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional().describe('The `next` of the previous page');

const Instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const AuditPageQuery = z.object({
  before: Cursor,
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The filters of a tenant's or workspace's trail. */
export const AuditTrailQuery = AuditPageQuery.extend({
  tenant: Text.optional(),
  aggregate: Text.optional().describe("A workspace's id: its trail only (ADMIN on it; otherwise ADMIN on the tenant)"),
  actor: Text.optional().describe("The actor's user name or id"),
  kind: Text.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  record: Text.optional().describe("One record's id"),
  from: Instant.optional().describe('From this instant, or this day (UTC)'),
  to: Instant.optional().describe('Before this instant, or up to the end of this day (UTC)'),
  q: Text.optional().describe('Words in the path, the actor or the changed values'),
});
export type AuditTrailQuery = z.infer<typeof AuditTrailQuery>;

export const AuditHistoryQuery = AuditPageQuery.extend({ record: Text.describe("The record's id (an item's id…)") });

export const RestoreBody = z.object({
  fields: z.array(z.string().min(1).max(100)).min(1).max(100).optional().describe('Only these of the record’s fields (all by default)'),
});

export const AuditRetentionBody = z.object({
  days: z.number().int().min(1).max(36500).nullable().describe('Days the trail keeps records (null: all)'),
});

const DAY_MS = 86_400_000;

/** The instants a trail's period names: a day alone is the whole day (UTC), `to` included. */
export function periodOf(from: string | undefined, to: string | undefined): { from?: Date; to?: Date } {
  const day = (s: string) => s.length === 10;
  return {
    from: from ? new Date(day(from) ? `${from}T00:00:00Z` : from) : undefined,
    to: to ? new Date(day(to) ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : Date.parse(to)) : undefined,
  };
}

/** The columns of items a restore may set back (the rest of an item's fields live in its document). */
const ITEM_COLUMNS = ['name', 'code', 'type', 'subtype', 'category', 'enabled', 'visibility'];

/**
 * The change that puts an item's fields back to their values before a record: each changed column or document
 * field at its old value (a field the item did not have yet is cleared with null). Fields the record did not
 * change, or secrets, are left out; `only` narrows it.
 */
export function restorePatch(record: Pick<AuditRecord, 'changes'>, only?: readonly string[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const change of record.changes) {
    const name = change.field.startsWith('doc.') ? change.field.slice(4) : ITEM_COLUMNS.includes(change.field) ? change.field : null;
    if (!name || change.old === '[secret]' || (only && !only.includes(change.field) && !only.includes(name))) continue;
    patch[name] = change.old ?? null;
  }
  return patch;
}

/** A changed value as one line of text (the History section and the CSV export). */
export function changeText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Columns every record kind may have, named as the console names what they point to. */
const COLUMN_LABELS: Readonly<Record<string, string>> = {
  tenant_id: 'Tenant',
  project_id: 'Project',
  aggregate_id: 'Workspace',
  time_zone: 'Time zone',
};

/** 'maxAllowed' or 'usage_type' as words: 'Max allowed', 'Usage type'. */
const words = (name: string) => {
  const spaced = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/**
 * How the History names a changed field: as its page labels it (`labels`, keyed by the field's name in the record's
 * document), else in words; a field inside another (`urls.home`) is named under its parent's label.
 */
export function fieldLabel(field: string, labels: Readonly<Record<string, string>> = {}): string {
  const name = field.replace(/^doc\./, '');
  if (Object.hasOwn(labels, name)) return labels[name];
  if (Object.hasOwn(COLUMN_LABELS, name)) return COLUMN_LABELS[name];
  const [parent, ...rest] = name.split('.');
  const head = Object.hasOwn(labels, parent) ? labels[parent] : words(parent);
  return rest.length ? `${head} › ${rest.map(words).join(' › ')}` : head;
}

/** A change's old or new value as a History shows it: the referred record's name when known, else the value as text. */
export function sideText(change: Change, side: 'old' | 'new'): string {
  const name = side === 'old' ? change.oldName : change.newName;
  return name ?? changeText(change[side]);
}

/** The titles a sub-record's kind reads as: a card's section, a fare matrix, learning content's section. */
const SUB_RECORD_TITLES: Record<string, string> = {
  ...Object.fromEntries(Object.entries(CREATIVE_SECTIONS).map(([key, section]) => [key, section.title])),
  'fare-matrix': 'Fare matrix',
  ...LEARNING_SECTION_TITLES,
};

/** How an item's History names the sub-record a change is of: its section's title, then its name and id. */
export function subRecordLabel(sub: SubRecord): string {
  const kind = Object.hasOwn(SUB_RECORD_TITLES, sub.kind) ? SUB_RECORD_TITLES[sub.kind] : sub.kind;
  return `${kind}: ${sub.name ? `${sub.name} (${sub.id})` : sub.id}`;
}
