import type { AuditRecord } from '../../domain/audit/records.js';
import { partName } from '../../domain/creatives/parts.js';
import type { AppContext } from '../context.js';
import { cardNames } from '../modules/creative-parts/service.js';

/** A sub-record's own id: its record id after the root's ("creativeId/subId" → subId). */
const subIdOf = (record: AuditRecord) => record.recordId.slice((record.rootId ?? '').length + 1);

/** What the page's records tell of each card, newest first: its section and fields (a card deleted since is named so). */
function cardsOnPage(records: AuditRecord[]) {
  const cards = new Map<string, { section: string | null; doc: Record<string, unknown> }>();
  for (const record of records) {
    if (record.kind !== 'creative-part') continue;
    const card = cards.get(subIdOf(record)) ?? { section: null, doc: {} };
    for (const change of record.changes) {
      const value = change.new ?? change.old;
      if (change.field === 'section' && typeof value === 'string') card.section ??= value;
      else if (change.field.startsWith('doc.')) card.doc[change.field.slice(4)] ??= value;
    }
    cards.set(subIdOf(record), card);
  }
  return cards;
}

/**
 * Names the sub-records on a page of an item's history (a creative's cards and fare matrices): the card's section
 * (a fare matrix is "fare-matrix"), its id and its name, from the card as it is, or from the page's records of it
 * once it is gone (null when they do not tell).
 */
export async function nameSubRecords(ctx: AppContext, tenantId: string, rootId: string, records: AuditRecord[]): Promise<void> {
  const subs = records.filter((record) => record.rootId === rootId);
  if (!subs.length) return;
  const stored = await cardNames(ctx, tenantId, rootId, [...new Set(subs.map(subIdOf))]);
  const onPage = cardsOnPage(subs);
  for (const record of subs) {
    const id = subIdOf(record);
    const card = stored.get(id);
    const seen = onPage.get(id);
    const section = card?.section ?? seen?.section ?? record.kind;
    record.sub = { kind: record.kind === 'fare-matrix' ? record.kind : section, id, name: card?.name ?? (seen ? partName(seen.doc) : null) };
  }
}
