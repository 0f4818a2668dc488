import type { AuditRecord } from '../../domain/audit/records.js';
import { partName } from '../../domain/creatives/parts.js';
import { LEARNING_RECORD_KINDS } from '../../domain/learning/values.js';
import type { AppContext } from '../context.js';
import { cardNames } from '../modules/creative-parts/service.js';
import { learningNames } from '../modules/learning/records.js';

/** A sub-record's own id: its record id after the root's ("creativeId/subId" → subId). */
const subIdOf = (record: AuditRecord) => record.recordId.slice((record.rootId ?? '').length + 1);

const isLearning = (record: AuditRecord) => (LEARNING_RECORD_KINDS as readonly string[]).includes(record.kind);

/**
 * What the page's records tell of each sub-record, newest first: a card's section and fields, a learning record's name
 * column (a deleted one is named so).
 */
function seenOnPage(records: AuditRecord[]) {
  const seen = new Map<string, { section: string | null; name: string | null; doc: Record<string, unknown> }>();
  for (const record of records) {
    const sub = seen.get(subIdOf(record)) ?? { section: null, name: null, doc: {} };
    for (const change of record.changes) {
      const value = change.new ?? change.old;
      if (change.field === 'section' && typeof value === 'string') sub.section ??= value;
      else if (change.field === 'name' && typeof value === 'string') sub.name ??= value;
      else if (change.field.startsWith('doc.')) sub.doc[change.field.slice(4)] ??= value;
    }
    seen.set(subIdOf(record), sub);
  }
  return seen;
}

/**
 * Names the sub-records on a page of an item's history — a creative's cards and fare matrices, its tutors, topics,
 * questionnaires and questions: the card's section (a fare matrix is "fare-matrix", learning content its kind), its id
 * and its name, from the sub-record as it is, or from the page's records of it once it is gone (null when they do not
 * tell).
 */
export async function nameSubRecords(ctx: AppContext, tenantId: string, rootId: string, records: AuditRecord[]): Promise<void> {
  const subs = records.filter((record) => record.rootId === rootId);
  if (!subs.length) return;
  const ids = (learning: boolean) => [...new Set(subs.filter((record) => isLearning(record) === learning).map(subIdOf))];
  const [cards, learning] = await Promise.all([cardNames(ctx, tenantId, rootId, ids(false)), learningNames(ctx, tenantId, rootId, ids(true))]);
  const seen = seenOnPage(subs);
  for (const record of subs) {
    const id = subIdOf(record);
    const onPage = seen.get(id);
    if (isLearning(record)) {
      const name = learning.get(id) ?? onPage?.name ?? (typeof onPage?.doc.name === 'string' ? onPage.doc.name : null);
      record.sub = { kind: record.kind, id, name };
      continue;
    }
    const card = cards.get(id);
    const section = card?.section ?? onPage?.section ?? record.kind;
    record.sub = { kind: record.kind === 'fare-matrix' ? record.kind : section, id, name: card?.name ?? (onPage ? partName(onPage.doc) : null) };
  }
}
