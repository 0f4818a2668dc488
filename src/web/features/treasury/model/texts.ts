/** The treasury screens' words (docs/product/platform.md §2.6, §2.13). */
export const TREASURY_TEXTS = {
  listTitle: 'Treasury Instruments List',
  empty: 'No treasury instrument found.',
  noun: 'Treasury Instrument',
  createTitle: 'Create Treasury Instrument',
  workspaceCreateTitle: 'Create Instrument Configuration',
} as const;

/** A tile's subtitle: type / subtype / category, blanks left out. */
export const typeLine = (t: { type?: string | null; subtype?: string | null; category?: string | null }) =>
  [t.type, t.subtype, t.category].filter(Boolean).join(' / ') || '–';
