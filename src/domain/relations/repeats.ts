/** Our message when a write would make an anchor repeat another (docs/product/campaigns-venues-events.md §5). */
export const DUPLICATE_ANCHOR = 'This anchor already exists for the same period.';

/** What makes two anchors the same: their items, which way round, and their span (as stored, or as sent). */
export interface AnchorSpan {
  sourceKind: string;
  sourceId: string;
  targetKind: string;
  targetId: string;
  start: Date | string;
  close: Date | string;
}

const instant = (d: Date | string) => new Date(d).getTime();

/** Whether two anchors are identical: the same source and target over the same span; Enabled aside (docs/product/campaigns-venues-events.md §5). */
export const sameAnchor = (a: AnchorSpan, b: AnchorSpan): boolean =>
  a.sourceKind === b.sourceKind &&
  a.sourceId === b.sourceId &&
  a.targetKind === b.targetKind &&
  a.targetId === b.targetId &&
  instant(a.start) === instant(b.start) &&
  instant(a.close) === instant(b.close);
